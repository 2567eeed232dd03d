-- The payment hub's tripla_pay transactions (issue 22, ADR 248): a card booking at a payment_hub hotel waits as
-- payment_pending while the guest pays on the hub's own page; the hub's signed result settles it once. status is a
-- card payment state of document 1 section 4 (pre_3d_secure, authorized, captured, failed, cancelled).
CREATE TABLE tripla_pay_transactions (
  id TEXT PRIMARY KEY,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id),
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  config TEXT NOT NULL,
  return_url TEXT NOT NULL,
  status TEXT NOT NULL,
  -- Set when the hub decides: the result's one-time nonce, and the card it took (brand and last four only).
  result_nonce TEXT,
  card_brand TEXT,
  card_last4 TEXT,
  -- The section 8.2 code a failed or cancelled payment ends with.
  failure_code INTEGER,
  -- Set once when the booking verifies the result: a second return of the same result changes nothing.
  settled_at TEXT,
  created_at TEXT NOT NULL
);
