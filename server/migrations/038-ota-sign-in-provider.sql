-- Issue 18 (ADR 222): sign-in with the guest's account at the travel site (OTA), ending on /ota-sign-in, is one
-- more provider. SQLite cannot change a CHECK, so the two tables that list providers are rebuilt with it.

CREATE TABLE member_external_identities_038 (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  provider TEXT NOT NULL CHECK (provider IN ('facebook', 'line', 'creansmaerd', 'open_id', 'ota')),
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  linked_at_ms INTEGER NOT NULL,
  PRIMARY KEY (brand_id, provider, subject)
) WITHOUT ROWID;
INSERT INTO member_external_identities_038 SELECT brand_id, provider, subject, member_id, linked_at_ms FROM member_external_identities;
DROP TABLE member_external_identities;
ALTER TABLE member_external_identities_038 RENAME TO member_external_identities;
CREATE INDEX member_external_identities_by_member ON member_external_identities (member_id);

CREATE TABLE brand_sign_in_providers_038 (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  provider TEXT NOT NULL CHECK (provider IN ('facebook', 'line', 'creansmaerd', 'open_id', 'ota')),
  position INTEGER NOT NULL,
  PRIMARY KEY (brand_id, provider)
) WITHOUT ROWID;
INSERT INTO brand_sign_in_providers_038 SELECT brand_id, provider, position FROM brand_sign_in_providers;
DROP TABLE brand_sign_in_providers;
ALTER TABLE brand_sign_in_providers_038 RENAME TO brand_sign_in_providers;
