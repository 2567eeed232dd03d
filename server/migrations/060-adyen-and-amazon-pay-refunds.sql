-- Refunds of Adyen- and Amazon Pay-paid bookings (issue 22, ADR 263), as each provider's stand-in records them.
-- Adyen: a modification (POST /payments/{paymentPspReference}/refunds) is answered `received` at once, and its
-- outcome arrives later in a REFUND notification (the stand-in sends it right away); `success` is that outcome.
CREATE TABLE adyen_modifications (
  psp_reference TEXT PRIMARY KEY,
  payment_psp_reference TEXT NOT NULL,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  kind TEXT NOT NULL CHECK (kind IN ('refund')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  merchant_reference TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('received')),
  success INTEGER CHECK (success IN (0, 1)),
  notified_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX adyen_modifications_by_payment ON adyen_modifications (payment_psp_reference);

-- Amazon Pay: Create Refund on a charge id; the refund is RefundInitiated, then Refunded (the sandbox settles it at once).
CREATE TABLE amazon_pay_refunds (
  id TEXT PRIMARY KEY,
  charge_id TEXT NOT NULL,
  store_hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('RefundInitiated', 'Refunded', 'Declined')),
  created_at TEXT NOT NULL
);
CREATE INDEX amazon_pay_refunds_by_charge ON amazon_pay_refunds (charge_id);
