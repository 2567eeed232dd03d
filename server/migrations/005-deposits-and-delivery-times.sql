-- Deposits and extra delivery times.

-- The share of the total a deposit payment charges by card at booking; the rest is paid at the hotel.
ALTER TABLE hotels ADD COLUMN deposit_percent INTEGER NOT NULL DEFAULT 30 CHECK (deposit_percent BETWEEN 1 AND 100);
-- The plan payment method the guest chose (credit_card, credit_card_deposit, on_site, ...).
ALTER TABLE reservations ADD COLUMN payment_method TEXT;
-- When the guest wants an extra delivered (hotel-local HH:MM), if they said.
ALTER TABLE reservation_extras ADD COLUMN delivery_time TEXT;
