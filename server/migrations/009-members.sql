-- Membership (issue 4): brand-scoped members and organisations, their sign-in sessions and the tokens that
-- hand a signed-in member from one place to another. Secrets are stored only as digests (scrypt for passwords,
-- sha256 for random tokens), so a copied database file signs nobody in.

-- A brand's membership programmes; a member belongs to one and may see others it is not signed in to.
CREATE TABLE membership_programs (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  name TEXT NOT NULL,
  point_program_enabled INTEGER NOT NULL CHECK (point_program_enabled IN (0, 1)),
  -- A programme the provider can no longer serve: GET .../memberships/program fails for its members.
  available INTEGER NOT NULL DEFAULT 1 CHECK (available IN (0, 1))
);

-- What a brand offers at sign-in (document 1 section 4 "Login display"); a brand without a row offers nothing.
CREATE TABLE brand_membership_settings (
  brand_id INTEGER PRIMARY KEY REFERENCES hotel_brands (id),
  membership_login_enabled INTEGER NOT NULL CHECK (membership_login_enabled IN (0, 1)),
  corporate_login_enabled INTEGER NOT NULL CHECK (corporate_login_enabled IN (0, 1)),
  sign_up_enabled INTEGER NOT NULL CHECK (sign_up_enabled IN (0, 1)),
  -- The query parameter carrying the brand's custom authentication (SSO) code; null when the brand has none.
  custom_auth_token_name TEXT
);

-- Email is unique per brand, not globally: the same person may be a member of two brands.
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  program_id INTEGER NOT NULL REFERENCES membership_programs (id),
  email TEXT NOT NULL COLLATE NOCASE,
  -- "scrypt$<salt hex>$<key hex>"
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  provider TEXT CHECK (provider IS NULL OR provider IN ('facebook', 'line', 'creansmaerd')),
  created_at TEXT NOT NULL,
  UNIQUE (brand_id, email)
);

CREATE TABLE organizations (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  program_id INTEGER REFERENCES membership_programs (id)
);

-- A corporate login: account id and password, with a role text ("admin" in it makes an organisation admin).
CREATE TABLE organization_accounts (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  account_id TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  UNIQUE (organization_id, account_id)
);

-- One sign-in of a browser to a brand: a member, an organisation account, or both (signing in to the second
-- while the first is signed in joins it to the same session).
CREATE TABLE member_sessions (
  id INTEGER PRIMARY KEY,
  token_sha256 TEXT NOT NULL UNIQUE,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  member_id INTEGER REFERENCES members (id),
  organization_account_id INTEGER REFERENCES organization_accounts (id),
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  ended_at_ms INTEGER,
  CHECK (member_id IS NOT NULL OR organization_account_id IS NOT NULL)
);

-- Refresh tokens (exchanged once for a new session) and one-time access tokens (spent by one identity lookup).
CREATE TABLE member_tokens (
  id INTEGER PRIMARY KEY,
  token_sha256 TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('refresh', 'one_time_access')),
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  spent_at_ms INTEGER
);

-- A partner's (SSO) custom authentication codes: each names one member of the brand.
CREATE TABLE member_custom_auth_codes (
  code_sha256 TEXT PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  expires_at_ms INTEGER NOT NULL
) WITHOUT ROWID;
