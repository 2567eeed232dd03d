-- Coupon usage limits (issue 13; document 1 section 3 "Coupon: ... max stays, usage limit"; document 2 code 1501).
-- usage_limit: stays the coupon may discount in all; max_stays: stays per guest, a guest being the signed-in member
-- or the booker's e-mail. NULL is no limit.
ALTER TABLE coupons ADD COLUMN usage_limit INTEGER CHECK (usage_limit IS NULL OR usage_limit >= 1);
ALTER TABLE coupons ADD COLUMN max_stays INTEGER CHECK (max_stays IS NULL OR max_stays >= 1);

-- One row per reservation a coupon discounted, written in the booking's own transaction (so two bookings cannot
-- both take the last use) and released, not deleted, when the reservation is cancelled: a released row no longer
-- counts against either limit.
CREATE TABLE coupon_redemptions (
  id INTEGER PRIMARY KEY,
  coupon_id INTEGER NOT NULL REFERENCES coupons (id),
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id),
  member_id INTEGER REFERENCES members (id),
  -- The booker's e-mail, lower-cased: the guest a per-guest limit counts when nobody is signed in.
  email TEXT NOT NULL,
  redeemed_at TEXT NOT NULL,
  released_at TEXT
);
CREATE INDEX coupon_redemptions_by_coupon ON coupon_redemptions (coupon_id, released_at);
