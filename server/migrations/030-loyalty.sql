-- Loyalty (issue 19, ADR 220): points, ranks, Digico exchanges, members' coupons and vouchers. Every balance moves in
-- the transaction of the booking, cancellation or change that causes it.

-- A programme's point rules (document 2 section 9.2: "point step and minimum ... are configurable values").
-- point_names: JSON { locale: name }, the brand's name for its points. earn_percent: points per 100 yen paid for a
-- completed stay; spend_cap_percent: the share of a stay's price points may pay; digico_amounts: JSON list of the
-- amounts a Digico exchange takes.
CREATE TABLE point_programs (
  program_id INTEGER PRIMARY KEY REFERENCES membership_programs (id),
  point_names TEXT NOT NULL,
  earn_percent INTEGER NOT NULL CHECK (earn_percent >= 0),
  spend_step INTEGER NOT NULL CHECK (spend_step >= 1),
  spend_minimum INTEGER NOT NULL CHECK (spend_minimum >= 1),
  spend_cap_percent INTEGER NOT NULL CHECK (spend_cap_percent BETWEEN 1 AND 100),
  points_valid_days INTEGER NOT NULL CHECK (points_valid_days >= 1),
  digico_amounts TEXT NOT NULL
);

-- Rank tiers come from points (document 1 section 6): a member holds the highest rank whose min_points their
-- ranking points (points gained from stays) reach. earn_bonus_percent adds to the programme's earn rate;
-- member_discount_percent is what the rank adds to the members' discount.
CREATE TABLE membership_ranks (
  id INTEGER PRIMARY KEY,
  program_id INTEGER NOT NULL REFERENCES membership_programs (id),
  names TEXT NOT NULL,
  min_points INTEGER NOT NULL CHECK (min_points >= 0),
  earn_bonus_percent INTEGER NOT NULL DEFAULT 0 CHECK (earn_bonus_percent >= 0),
  member_discount_percent INTEGER NOT NULL DEFAULT 0 CHECK (member_discount_percent BETWEEN 0 AND 50),
  UNIQUE (program_id, min_points)
);

-- The ledger. Grants (gained, refunded) carry what is left of them (remaining) and when they expire; spending takes
-- from the grants that expire first. spent and expired rows are negative. A gained row for a stay is written on the
-- check-out date and counts from available_on (3 days later); until then it is a future point.
CREATE TABLE point_entries (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('gained', 'spent', 'refunded', 'expired', 'exchanged')),
  points INTEGER NOT NULL,
  remaining INTEGER NOT NULL DEFAULT 0 CHECK (remaining >= 0),
  reservation_id INTEGER REFERENCES reservations (id),
  description TEXT NOT NULL,
  available_on TEXT NOT NULL,
  expires_on TEXT,
  -- For a spent row: the latest expiry of the grants it took from, which a refund keeps.
  refund_expires_on TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX point_entries_by_member ON point_entries (member_id, kind, available_on);
CREATE UNIQUE INDEX point_entries_one_gain_per_stay ON point_entries (reservation_id) WHERE kind = 'gained';
ALTER TABLE reservations ADD COLUMN spending_point_value INTEGER NOT NULL DEFAULT 0 CHECK (spending_point_value >= 0);

-- Digico exchanges: irreversible. The gift code is answered once and only its sha256 digest and last 4 are kept.
CREATE TABLE point_exchanges (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  exchange_type TEXT NOT NULL CHECK (exchange_type IN ('digico')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  code_sha256 TEXT NOT NULL UNIQUE,
  code_last4 TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Coupons handed to members (the promotions page). A coupon with holders is theirs alone.
CREATE TABLE member_coupons (
  member_id INTEGER NOT NULL REFERENCES members (id),
  coupon_id INTEGER NOT NULL REFERENCES coupons (id),
  PRIMARY KEY (member_id, coupon_id)
) WITHOUT ROWID;

-- Vouchers (document 1 sections 3 and 4): single use; available or pending moves to consumed or expired.
-- excluded_periods: JSON [{ from, to }]; hotel_plan_codes: JSON list of the plans a voucher search offers with it.
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  number TEXT NOT NULL UNIQUE,
  names TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('available', 'pending', 'expired', 'consumed')),
  staying_from TEXT,
  staying_to TEXT,
  sale_from TEXT NOT NULL,
  sale_to TEXT NOT NULL,
  excluded_periods TEXT NOT NULL DEFAULT '[]',
  valid_through TEXT NOT NULL,
  consumed_at TEXT,
  reservation_id INTEGER REFERENCES reservations (id)
);
ALTER TABLE reservations ADD COLUMN voucher_id INTEGER REFERENCES vouchers (id);
