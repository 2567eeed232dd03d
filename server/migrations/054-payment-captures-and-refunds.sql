-- Capture and refund through the provider that charged (issue 22, ADR 259). A charge is what a booking took online:
-- the provider that took it (stand_in for the app's own tokenizer, a hosted-fields provider, paypal, payment_hub)
-- and that provider's reference (the spent card token, the PayPal order, the tripla_pay transaction). Refunds and
-- later captures go through that provider only, whatever the hotel's settings say now.
CREATE TABLE payment_charges (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id),
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  provider TEXT NOT NULL,
  reference TEXT NOT NULL,
  currency TEXT NOT NULL,
  -- What the provider holds now: everything captured, and everything handed back of it.
  captured INTEGER NOT NULL CHECK (captured >= 0),
  refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= captured),
  created_at TEXT NOT NULL,
  UNIQUE (provider, reference)
);

-- Each capture or refund once: a second call with the same key answers the first operation and moves no money.
CREATE TABLE payment_operations (
  id TEXT PRIMARY KEY,
  charge_id INTEGER NOT NULL REFERENCES payment_charges (id),
  kind TEXT NOT NULL CHECK (kind IN ('capture', 'refund')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (charge_id, idempotency_key)
);
