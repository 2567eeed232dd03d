-- Booking: guest details, extras, answers, card payments with 3-D Secure, the mail outbox, attachments.

-- Guest details the reservation keeps as given (kana, address, receipt); never queried, so one JSON column.
ALTER TABLE reservations ADD COLUMN guest_details TEXT NOT NULL DEFAULT '{}';
-- The price call's breakdown of total_price plus extras, as JSON.
ALTER TABLE reservations ADD COLUMN price_breakdown TEXT;
ALTER TABLE reservations ADD COLUMN coupon_code TEXT;
ALTER TABLE reservations ADD COLUMN card_brand TEXT;
ALTER TABLE reservations ADD COLUMN card_last4 TEXT;
-- A payment_pending booking not confirmed by this time is cancelled and its rooms released.
ALTER TABLE reservations ADD COLUMN payment_expires_at TEXT;
ALTER TABLE reservations ADD COLUMN failure_code INTEGER;

ALTER TABLE reservation_rooms ADD COLUMN men_count INTEGER;
ALTER TABLE reservation_rooms ADD COLUMN women_count INTEGER;
ALTER TABLE reservation_rooms ADD COLUMN guest_first_name_kana TEXT;
ALTER TABLE reservation_rooms ADD COLUMN guest_last_name_kana TEXT;
ALTER TABLE reservation_rooms ADD COLUMN accommodation_tax INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reservation_rooms ADD COLUMN discount_amount INTEGER NOT NULL DEFAULT 0;

-- Extras bought with a reservation. Stock is taken from extras / extra_dated_prices when booked and given
-- back when the reservation is cancelled.
CREATE TABLE reservation_extras (
  reservation_id INTEGER NOT NULL REFERENCES reservations (id),
  extra_id INTEGER NOT NULL REFERENCES extras (id),
  date TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  total_price INTEGER NOT NULL CHECK (total_price >= 0)
);
CREATE INDEX reservation_extras_by_reservation ON reservation_extras (reservation_id);

CREATE TABLE reservation_answers (
  reservation_id INTEGER NOT NULL REFERENCES reservations (id),
  question_id INTEGER NOT NULL REFERENCES additional_questions (id),
  answer TEXT NOT NULL,  -- JSON: the request's answer object
  PRIMARY KEY (reservation_id, question_id)
) WITHOUT ROWID;

-- The stand-in payment provider's tokens. The card number is never stored: only what a receipt may show
-- (brand, last four digits), the expiry, and the outcome the test number stands for.
CREATE TABLE card_tokens (
  token TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('approve', 'challenge', 'decline', 'insufficient_funds')),
  created_at TEXT NOT NULL,
  used_by_reservation_id INTEGER REFERENCES reservations (id)
) WITHOUT ROWID;

-- A 3-D Secure challenge the issuer's page answers; the id is the secret in the challenge address.
CREATE TABLE three_ds_challenges (
  id TEXT PRIMARY KEY,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id),
  return_url TEXT NOT NULL,
  outcome TEXT CHECK (outcome IS NULL OR outcome IN ('succeeded', 'failed', 'cancelled', 'expired'))
) WITHOUT ROWID;

-- Mails the flows send, shown at /__outbox instead of being delivered.
CREATE TABLE outbox_mails (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  reservation_id INTEGER REFERENCES reservations (id),
  created_at TEXT NOT NULL
);
