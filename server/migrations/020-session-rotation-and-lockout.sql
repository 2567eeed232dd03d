-- Identity hardening (issue 13, ADR 190): every sign-in opens a new session and ends the one presented, refresh
-- tokens belong to a family that a sign-out or a replayed token ends as a whole, partner (SSO) codes are spent
-- once, and repeated failed sign-ins lock the login for a while (code 1301).

-- The sign-in lineage a session belongs to: the password (or code, LINE, hand-over) sign-in that started it and
-- every refresh exchange since. Signing out, or replaying a spent refresh token, ends the whole family. Sessions
-- opened before this migration have none and end one by one, as before.
ALTER TABLE member_sessions ADD COLUMN family_id TEXT;
CREATE INDEX member_sessions_family ON member_sessions (family_id) WHERE family_id IS NOT NULL;

-- The family of a refresh token (one-time access tokens have none). Revoked: ended with its family, never
-- exchangeable again, told apart from "spent" so a replay of a revoked token is not a new alarm.
ALTER TABLE member_tokens ADD COLUMN family_id TEXT;
ALTER TABLE member_tokens ADD COLUMN revoked_at_ms INTEGER;
CREATE INDEX member_tokens_family ON member_tokens (family_id) WHERE family_id IS NOT NULL;

-- A partner code signs in once: spent in the transaction that opens the session.
ALTER TABLE member_custom_auth_codes ADD COLUMN spent_at_ms INTEGER;

-- Failed sign-ins per login (a member's email or an organisation account id, lower-cased), whether or not the
-- login exists, so a lock says nothing about which logins are real. A success clears the row.
CREATE TABLE sign_in_failures (
  kind TEXT NOT NULL CHECK (kind IN ('member', 'organization')),
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  login TEXT NOT NULL,
  -- Failures inside the current window, and when the window began.
  failures INTEGER NOT NULL,
  window_started_at_ms INTEGER NOT NULL,
  -- Set when the failures reach the threshold: sign-in is refused with code 1301 until then.
  locked_until_ms INTEGER,
  PRIMARY KEY (kind, brand_id, login)
) WITHOUT ROWID;
