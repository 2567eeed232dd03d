-- Membership I (issue 18): the profile a member keeps, the password and e-mail lifecycle, account deletion and the
-- other sign-in kinds. Every bearer secret is stored as its sha256 digest only, like the other tokens (ADR 080).

-- The profile of document 1 section 3 "Member". first_name/last_name stay the romanised (or locale-script) names
-- the sign-in answers carry; kanji and kana are asked for where the hotel asks (kanji_name_required).
ALTER TABLE members ADD COLUMN first_name_kanji TEXT;
ALTER TABLE members ADD COLUMN last_name_kanji TEXT;
ALTER TABLE members ADD COLUMN first_name_kana TEXT;
ALTER TABLE members ADD COLUMN last_name_kana TEXT;
ALTER TABLE members ADD COLUMN gender TEXT CHECK (gender IS NULL OR gender IN ('female', 'male', 'other', 'no_answer'));
ALTER TABLE members ADD COLUMN date_of_birth TEXT;
ALTER TABLE members ADD COLUMN nationality TEXT;
ALTER TABLE members ADD COLUMN occupation TEXT;
ALTER TABLE members ADD COLUMN phone TEXT;
ALTER TABLE members ADD COLUMN postal_code TEXT;
-- JIS X 0401 code (JP-01 .. JP-47), domain/constants/prefectures.ts.
ALTER TABLE members ADD COLUMN prefecture TEXT;
ALTER TABLE members ADD COLUMN street_address TEXT;
ALTER TABLE members ADD COLUMN building_name_and_number TEXT;
ALTER TABLE members ADD COLUMN promotion_email_opt_in INTEGER NOT NULL DEFAULT 0 CHECK (promotion_email_opt_in IN (0, 1));
ALTER TABLE members ADD COLUMN receipt_name TEXT;
-- Taiwan's unified business number: 8 digits.
ALTER TABLE members ADD COLUMN receipt_tax_id TEXT;
-- The language of the member's mails (reset link, e-mail change link).
ALTER TABLE members ADD COLUMN locale TEXT NOT NULL DEFAULT 'ja';
-- A login e-mail change waiting for the link sent to the new address (document 1 section 4).
ALTER TABLE members ADD COLUMN pending_email TEXT COLLATE NOCASE;
-- Set when the member deleted their account: the row stays (reservations name it) with its personal data removed.
ALTER TABLE members ADD COLUMN deleted_at_ms INTEGER;
ALTER TABLE members ADD COLUMN deletion_reason TEXT;

-- Passwords a member used before, for "password already used" (code 1302): the latest few hashes.
CREATE TABLE member_password_history (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  password_hash TEXT NOT NULL,
  replaced_at_ms INTEGER NOT NULL
);
CREATE INDEX member_password_history_by_member ON member_password_history (member_id, id);

-- Links mailed to a member: a password reset, or the confirmation of a new login e-mail (new_email). A new link of
-- a kind revokes the member's earlier ones of that kind, so only the latest mail works.
CREATE TABLE member_mail_links (
  id INTEGER PRIMARY KEY,
  token_sha256 TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('reset_password', 'email_update')),
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  new_email TEXT COLLATE NOCASE,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  spent_at_ms INTEGER,
  revoked_at_ms INTEGER,
  CHECK ((kind = 'email_update') = (new_email IS NOT NULL))
);
CREATE INDEX member_mail_links_by_member ON member_mail_links (member_id, kind);

-- "Profile update is allowed only for ... members whose program allows member profile update" (document 1 section 5).
ALTER TABLE membership_programs ADD COLUMN profile_update_enabled INTEGER NOT NULL DEFAULT 1 CHECK (profile_update_enabled IN (0, 1));
