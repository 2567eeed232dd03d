-- Keys this install makes once and keeps across restarts (issue 22 review, ADR 258). The payment hub stand-in's
-- merchant keys were derived from a key made at process start, so a restart between the hub's page and the guest's
-- return made every pending hub result unverifiable and cancelled the booking. The key is made here, at migration,
-- from SQLite's CSPRNG, and lives with the transactions it signs.
CREATE TABLE install_secrets (
  name TEXT PRIMARY KEY,
  secret BLOB NOT NULL CHECK (length(secret) >= 32)
);
INSERT INTO install_secrets (name, secret) VALUES ('payment_hub', randomblob(32));

-- Amazon Pay checkout sessions (issue 22, ADR 258). The first columns are Amazon's record of the session as the
-- stand-in plays Amazon Pay Checkout v2 (its state Open, Completed or Canceled with a reason); the last are the
-- booking's: which reservation waits on it, and when the booking settled it (once).
CREATE TABLE amazon_pay_checkout_sessions (
  id TEXT PRIMARY KEY,
  store_hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  merchant_reference_id TEXT NOT NULL,
  charge_amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  review_return_url TEXT NOT NULL,
  state TEXT NOT NULL,
  reason_code TEXT,
  buyer_email TEXT,
  charge_id TEXT,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id),
  failure_code INTEGER,
  settled_at TEXT,
  created_at TEXT NOT NULL
);
