-- Day-use reservations: a plan booked for its check-in day alone (checkout_date = checkin_date, no night).
-- Its stock is that day's, taken through the day's reservation_nights row like a night's.
ALTER TABLE reservations ADD COLUMN is_day_use INTEGER NOT NULL DEFAULT 0 CHECK (is_day_use IN (0, 1));
