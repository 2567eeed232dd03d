-- Adyen (issue 22, ADR 257): the stand-in plays Adyen's checkout sessions. A session is created by the server for one
-- booking attempt (the client session and idempotency key that may book with it) at the amount the server priced;
-- Adyen Web pays it with the card entered in the secured fields; the booking verifies its result and uses it once.
CREATE TABLE adyen_sessions (
  id TEXT PRIMARY KEY,
  session_data TEXT NOT NULL,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  client_session_id INTEGER NOT NULL REFERENCES client_sessions (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  reference TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  psp_reference TEXT,
  session_result TEXT,
  card_brand TEXT,
  card_last4 TEXT,
  reservation_id INTEGER REFERENCES reservations (id),
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX adyen_sessions_by_session ON adyen_sessions (client_session_id);
