-- Search and results: child rates, plan flags, discounts, payment promotion, accommodation tax,
-- cancellation policies, extras, questions and notifications, the recommender widget.

-- What a child adds to a room's nightly price, as a percent of the one-adult rate, by tier. Hotels that ask
-- for ages map an age at check-out to one of these rows through min_age and max_age.
CREATE TABLE child_rates (
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  tier_code TEXT NOT NULL,
  min_age INTEGER NOT NULL,
  max_age INTEGER NOT NULL CHECK (max_age >= min_age),
  rate_percent INTEGER NOT NULL CHECK (rate_percent >= 0),
  PRIMARY KEY (hotel_id, tier_code)
) WITHOUT ROWID;

-- Secret plans show only in secret mode; a plan with a promo code only to a search that gives the code;
-- voucher-eligible plans are the only ones a voucher search offers.
ALTER TABLE plans ADD COLUMN is_secret INTEGER NOT NULL DEFAULT 0;
ALTER TABLE plans ADD COLUMN promo_code TEXT;
ALTER TABLE plans ADD COLUMN voucher_eligible INTEGER NOT NULL DEFAULT 0;

-- Percent off a plan's price. creansmaerd discounts are for signed-in members, special ones for everybody.
CREATE TABLE plan_discounts (
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  discount_type TEXT NOT NULL CHECK (discount_type IN ('creansmaerd', 'special')),
  discount_origin TEXT NOT NULL CHECK (discount_origin IN ('creansmaerd', 'all_users')),
  percent INTEGER NOT NULL CHECK (percent > 0 AND percent < 100),
  PRIMARY KEY (plan_id, discount_type)
) WITHOUT ROWID;

-- Card payment promotion: a percent off when paying by card, for the listed plans (include) or all but them.
CREATE TABLE payment_promotions (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels (id),
  target_mode TEXT NOT NULL CHECK (target_mode IN ('include', 'exclude')),
  hotel_plan_codes TEXT NOT NULL,  -- JSON array of plan codes
  percent INTEGER NOT NULL CHECK (percent > 0 AND percent < 100)
);

-- Coupons: a percent off the first max_discounted_nights nights of the target plans (all plans when empty).
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  code TEXT NOT NULL,
  percent INTEGER NOT NULL CHECK (percent > 0 AND percent < 100),
  max_discounted_nights INTEGER,
  valid_until TEXT NOT NULL,
  hotel_plan_codes TEXT NOT NULL,  -- JSON array of plan codes
  UNIQUE (hotel_id, code)
);

-- Local accommodation tax per guest per night, by the room's nightly price per guest (tax excluded).
-- The highest bracket whose floor the price reaches applies.
CREATE TABLE accommodation_tax_brackets (
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  min_price_per_guest INTEGER NOT NULL,
  tax_per_guest INTEGER NOT NULL CHECK (tax_per_guest >= 0),
  PRIMARY KEY (hotel_id, min_price_per_guest)
) WITHOUT ROWID;

-- cancel_before_at is the hotel-local time of day each part's deadline falls on.
CREATE TABLE cancellation_policies (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  names TEXT NOT NULL,  -- JSON object, locale -> text
  cancel_before_at TEXT NOT NULL,
  no_show_percentage_of_cost INTEGER NOT NULL CHECK (no_show_percentage_of_cost BETWEEN 0 AND 100)
);

CREATE TABLE cancellation_policy_parts (
  policy_id INTEGER NOT NULL REFERENCES cancellation_policies (id),
  days_before INTEGER NOT NULL CHECK (days_before >= 0),
  hours_after INTEGER NOT NULL CHECK (hours_after >= 0),
  percentage_of_cost INTEGER NOT NULL CHECK (percentage_of_cost BETWEEN 0 AND 100),
  PRIMARY KEY (policy_id, days_before, hours_after)
) WITHOUT ROWID;

ALTER TABLE plans ADD COLUMN cancellation_policy_id INTEGER REFERENCES cancellation_policies (id);

-- Extras: generic ones have one price, dated ones a price per date they are delivered on.
-- stock NULL is unlimited.
CREATE TABLE extras (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  code TEXT NOT NULL,
  extra_type TEXT NOT NULL CHECK (extra_type IN ('generic', 'dated')),
  names TEXT NOT NULL,
  descriptions TEXT NOT NULL,
  price INTEGER,  -- generic extras only, tax excluded
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  min_quantity INTEGER NOT NULL CHECK (min_quantity >= 1),
  max_quantity INTEGER NOT NULL CHECK (max_quantity >= min_quantity),
  position INTEGER NOT NULL,
  UNIQUE (hotel_id, code)
);

CREATE TABLE extra_dated_prices (
  extra_id INTEGER NOT NULL REFERENCES extras (id),
  date TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  PRIMARY KEY (extra_id, date)
) WITHOUT ROWID;

-- Extras a plan includes in its price.
CREATE TABLE plan_inclusive_extras (
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  extra_id INTEGER NOT NULL REFERENCES extras (id),
  PRIMARY KEY (plan_id, extra_id)
) WITHOUT ROWID;

-- Questions a hotel or a brand asks; notification questions are messages shown by placement and window.
CREATE TABLE additional_questions (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER REFERENCES hotels (id),
  brand_id INTEGER REFERENCES hotel_brands (id),
  question_type TEXT NOT NULL,
  answer_type TEXT NOT NULL,
  required INTEGER NOT NULL,
  titles TEXT NOT NULL,    -- JSON object, locale -> text
  bodies TEXT NOT NULL,    -- JSON object, locale -> text
  options TEXT NOT NULL,   -- JSON array of option texts
  labels TEXT NOT NULL,    -- JSON array of targeting and placement labels
  hotel_plan_codes TEXT NOT NULL,  -- JSON array; empty: every plan
  target_hotel_ids TEXT,   -- brand questions: JSON array of hotel ids, NULL for all facilities
  display_start_date TEXT,
  display_end_date TEXT,
  enabled INTEGER NOT NULL,
  position INTEGER NOT NULL,
  CHECK ((hotel_id IS NULL) <> (brand_id IS NULL))
);

CREATE TABLE recommender_widget_settings (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels (id),
  is_active INTEGER NOT NULL,
  titles TEXT NOT NULL,
  max_recommendations INTEGER NOT NULL CHECK (max_recommendations >= 1),
  default_nights INTEGER NOT NULL CHECK (default_nights >= 1)
);
