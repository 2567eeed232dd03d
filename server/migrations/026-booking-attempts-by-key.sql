-- Idempotency keys identify a booking attempt, not one client session (issue 14, ADR 197): a key is found again
-- by any session of the brand that holds it, so a booking retried after a session renewal is answered with its
-- first result. The key is a bearer secret (it reads the attempt's result), so only its sha256 digest is kept,
-- like every other bearer token here (ADR 080). The result is stored either way: the reservation made, or the
-- refusal (status and error body) of a request that started executing.
-- The old rows were keyed by session and by the key itself; SQL cannot digest them, and they answered only the
-- session that made them, so they are not carried over.
DROP TABLE idempotency_keys;

CREATE TABLE idempotency_keys (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  key_sha256 TEXT NOT NULL,
  -- The hotel the attempt booked at: a lookup through another hotel finds nothing.
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  -- Digest of the hotel and the request without its payment credential: the same key with another request is refused.
  request_sha256 TEXT NOT NULL,
  reservation_id INTEGER REFERENCES reservations (id),
  refusal_status INTEGER,
  refusal_body TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (brand_id, key_sha256),
  -- One result: a reservation, or a refusal with its body.
  CHECK ((reservation_id IS NULL) = (refusal_status IS NOT NULL)),
  CHECK ((refusal_status IS NULL) = (refusal_body IS NULL))
) WITHOUT ROWID;
