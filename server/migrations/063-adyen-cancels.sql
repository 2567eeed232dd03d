-- An Adyen authorisation that never paid a booking is cancelled (issue 22, ADR 273): the guest's card was
-- authorised but the booking did not follow (it was refused, the guest left, the return page found nothing kept).
-- The merchant's server sends Adyen's cancel (POST /payments/{paymentPspReference}/cancels) once the session could no
-- longer book, and Adyen's CANCELLATION notification settles it. SQLite cannot widen a CHECK, so the table is rebuilt.
CREATE TABLE adyen_modifications_next (
  psp_reference TEXT PRIMARY KEY,
  payment_psp_reference TEXT NOT NULL,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  kind TEXT NOT NULL CHECK (kind IN ('refund', 'cancel')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  merchant_reference TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('received')),
  success INTEGER CHECK (success IN (0, 1)),
  notified_at TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO adyen_modifications_next SELECT * FROM adyen_modifications;
DROP TABLE adyen_modifications;
ALTER TABLE adyen_modifications_next RENAME TO adyen_modifications;
CREATE INDEX adyen_modifications_by_payment ON adyen_modifications (payment_psp_reference);
CREATE INDEX adyen_sessions_unbooked ON adyen_sessions (status, expires_at) WHERE reservation_id IS NULL;
