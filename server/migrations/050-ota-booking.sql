-- The travel-agency booking path (issue 23, ADR 242): the booking a guest chose and typed, kept under an id the app
-- makes, owned by the client session that saved it; and the e-mail check before a travel-agency booking. Both go
-- with their session when the sweep purges it (a session lives 0.75 day; both records live an hour at most).
CREATE TABLE ota_temporary_storages (
  storage_id TEXT PRIMARY KEY,
  client_session_id INTEGER NOT NULL REFERENCES client_sessions (id) ON DELETE CASCADE,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  step TEXT NOT NULL,
  data TEXT NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL
);

CREATE INDEX ota_temporary_storages_by_session ON ota_temporary_storages (client_session_id);

-- A code is stored as its digest only; so is the token a verified address books with.
CREATE TABLE email_verifications (
  id INTEGER PRIMARY KEY,
  client_session_id INTEGER NOT NULL REFERENCES client_sessions (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  code_sha256 TEXT NOT NULL,
  wrong_attempts INTEGER NOT NULL DEFAULT 0,
  created_at_ms INTEGER NOT NULL,
  code_expires_at_ms INTEGER NOT NULL,
  token_sha256 TEXT UNIQUE,
  verified_until_ms INTEGER
);

CREATE INDEX email_verifications_by_session ON email_verifications (client_session_id, email);
