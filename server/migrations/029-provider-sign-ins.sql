-- Other sign-in kinds (issue 18): Facebook, LINE web login, the loyalty partner creansmaerd and OpenID, each an
-- authorization-code flow against a stand-in of the provider (server/src/providers). Secrets as sha256 digests.

-- Who a provider says the member is: the provider's own subject id, per brand.
CREATE TABLE member_external_identities (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  provider TEXT NOT NULL CHECK (provider IN ('facebook', 'line', 'creansmaerd', 'open_id')),
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  linked_at_ms INTEGER NOT NULL,
  PRIMARY KEY (brand_id, provider, subject)
) WITHOUT ROWID;
CREATE INDEX member_external_identities_by_member ON member_external_identities (member_id);

-- Our side of a started sign-in (the relying party): the state sent to the provider, spent by the callback once,
-- with the PKCE verifier and OpenID nonce that only we know.
CREATE TABLE provider_sign_in_states (
  state_sha256 TEXT PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  provider TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  spent_at_ms INTEGER
) WITHOUT ROWID;

-- The stand-in providers' authorization codes: bound to the client, the redirect address and the PKCE challenge,
-- exchanged once.
CREATE TABLE stand_in_provider_codes (
  code_sha256 TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  nonce TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  display_name TEXT NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  spent_at_ms INTEGER
) WITHOUT ROWID;
