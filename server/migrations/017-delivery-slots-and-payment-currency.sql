-- Issue 6 leftovers: extras' delivery slots, the extra's slot price on a booking, the currency paid in.

-- The times a hotel delivers an extra at (normalized_delivery_times): hotel-local HH:MM, the most of the extra
-- one booking may have delivered at that time, and what delivering then adds (tax excluded; 0 when free).
CREATE TABLE extra_delivery_times (
  extra_id INTEGER NOT NULL REFERENCES extras (id),
  delivered_at TEXT NOT NULL CHECK (delivered_at GLOB '[0-2][0-9]:[0-5][0-9]'),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  price INTEGER NOT NULL CHECK (price >= 0),
  PRIMARY KEY (extra_id, delivered_at)
) WITHOUT ROWID;

-- The chosen slot's price with tax, already part of the extra's total_price.
ALTER TABLE reservation_extras ADD COLUMN delivery_price INTEGER NOT NULL DEFAULT 0 CHECK (delivery_price >= 0);

-- The currency the guest chose to pay in when it is not the hotel's, and the total converted at booking.
ALTER TABLE reservations ADD COLUMN mcp_currency TEXT;
ALTER TABLE reservations ADD COLUMN mcp_total_price_cents INTEGER;
