-- Brands, hotels and their booking widget settings.

CREATE TABLE api_clients (
  id INTEGER PRIMARY KEY,
  client_key TEXT NOT NULL UNIQUE,
  -- Only a digest is kept, so a copied database file does not hand out the credential.
  secret_sha256 TEXT NOT NULL
);

CREATE TABLE hotel_brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE hotels (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  currency TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  locale TEXT NOT NULL,
  book_languages TEXT NOT NULL,       -- JSON array of book languages
  available_languages TEXT NOT NULL,  -- JSON array of UI locales
  button_colour TEXT NOT NULL,
  header_colour TEXT NOT NULL,
  logo TEXT,
  website_header_html TEXT,
  website_footer_html TEXT,
  booking_widget_type TEXT NOT NULL CHECK (booking_widget_type IN ('standalone', 'iframe')),
  kids_type TEXT NOT NULL CHECK (kids_type IN ('tiers', 'tiers_with_meal_and_bed_as_extras', 'ages')),
  kids_accept_type TEXT NOT NULL CHECK (kids_accept_type IN ('accept', 'not_accept')),
  kids_shared_bed_type TEXT NOT NULL CHECK (kids_shared_bed_type IN ('none', 'per_adult', 'per_room')),
  max_children_per_adult INTEGER NOT NULL,
  max_child_age INTEGER NOT NULL,
  max_guests_per_room INTEGER,
  multi_rooms_search_enabled INTEGER NOT NULL,
  multi_rooms_search_limit INTEGER NOT NULL CHECK (multi_rooms_search_limit >= 1),
  day_use_search_active INTEGER NOT NULL,
  mcp_enabled INTEGER NOT NULL,
  coupon_active INTEGER NOT NULL,
  show_prices_tax_included INTEGER NOT NULL,
  kanji_name_required INTEGER NOT NULL,
  customer_address_required INTEGER NOT NULL,
  reservable_period_months INTEGER NOT NULL CHECK (reservable_period_months >= 1),
  yesterday_bookable INTEGER NOT NULL,
  available_rooms_only INTEGER NOT NULL
);

CREATE TABLE hotel_kids_tiers (
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  code TEXT NOT NULL,
  names TEXT NOT NULL,  -- JSON object, locale -> label
  min_age INTEGER NOT NULL,
  max_age INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (hotel_id, code)
) WITHOUT ROWID;

CREATE TABLE hotel_allowed_origins (
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  origin TEXT NOT NULL,
  PRIMARY KEY (hotel_id, origin)
) WITHOUT ROWID;

-- Rooms, plans, the plan offered on a room type, and their calendars.

CREATE TABLE room_types (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  code TEXT NOT NULL,
  names TEXT NOT NULL,         -- JSON object, locale -> text
  descriptions TEXT NOT NULL,  -- JSON object, locale -> text
  size_sqm REAL NOT NULL CHECK (size_sqm > 0),
  bed_types TEXT NOT NULL,     -- JSON object, locale -> text
  max_occupancy INTEGER NOT NULL CHECK (max_occupancy >= 1),
  photos TEXT NOT NULL,        -- JSON array of paths
  position INTEGER NOT NULL,
  UNIQUE (hotel_id, code)
);

CREATE TABLE plans (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  code TEXT NOT NULL,
  names TEXT NOT NULL,
  descriptions TEXT NOT NULL,
  meal TEXT NOT NULL CHECK (meal IN ('none', 'breakfast', 'half_board')),
  is_member_only INTEGER NOT NULL,
  -- Day-use plans are sold by the hour on the check-in day; overnight searches leave them out.
  is_day_use INTEGER NOT NULL,
  min_adults INTEGER NOT NULL DEFAULT 1,
  max_adults INTEGER,          -- NULL: up to the room's occupancy
  min_children INTEGER NOT NULL DEFAULT 0,
  max_children INTEGER,        -- NULL: up to the room's occupancy
  min_nights INTEGER NOT NULL DEFAULT 1,
  min_days_before_checkin INTEGER NOT NULL DEFAULT 0,
  credit_card_payment INTEGER NOT NULL,
  payment_methods TEXT NOT NULL,  -- JSON array of payment method codes
  -- Most rooms of this plan one reservation may take.
  sale_limit INTEGER NOT NULL CHECK (sale_limit >= 1),
  position INTEGER NOT NULL,
  UNIQUE (hotel_id, code)
);

CREATE TABLE room_plans (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  room_type_id INTEGER NOT NULL REFERENCES room_types (id),
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  code TEXT NOT NULL,
  -- Rooms per night this plan may sell on top of the room type's own inventory; NULL: no cap of its own.
  allotment INTEGER CHECK (allotment IS NULL OR allotment >= 0),
  UNIQUE (hotel_id, code),
  UNIQUE (room_type_id, plan_id)
);

-- Rooms of a type the hotel sells on a night. Bookings are not subtracted here: availability is
-- inventory minus the reservation_nights of live reservations, so the two can never drift apart.
CREATE TABLE room_inventory (
  room_type_id INTEGER NOT NULL REFERENCES room_types (id),
  date TEXT NOT NULL,
  rooms INTEGER NOT NULL CHECK (rooms >= 0),
  PRIMARY KEY (room_type_id, date)
) WITHOUT ROWID;

-- Nightly price of one room for one adult, yen, tax excluded. Occupancy surcharges are applied by the
-- pricing rule in server/src/pricing/room-night-price.ts. A missing row means the plan is not on sale.
CREATE TABLE room_plan_rates (
  room_plan_id INTEGER NOT NULL REFERENCES room_plans (id),
  date TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  PRIMARY KEY (room_plan_id, date)
) WITHOUT ROWID;

-- Sessions and reservations.

CREATE TABLE client_sessions (
  id INTEGER PRIMARY KEY,
  token_sha256 TEXT NOT NULL UNIQUE,
  api_client_id INTEGER NOT NULL REFERENCES api_clients (id),
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL
);

CREATE TABLE reservations (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  reservation_number TEXT NOT NULL UNIQUE,
  bypass_token TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('done', 'payment_pending', 'cancelled')),
  locale TEXT NOT NULL,
  booking_method TEXT NOT NULL,
  payment_type TEXT NOT NULL,
  currency TEXT NOT NULL,
  booker_first_name TEXT NOT NULL,
  booker_last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  checkin_date TEXT NOT NULL,
  checkout_date TEXT NOT NULL,
  total_price INTEGER NOT NULL,
  tax INTEGER NOT NULL,
  client_session_id INTEGER NOT NULL REFERENCES client_sessions (id),
  created_at TEXT NOT NULL
);

CREATE TABLE reservation_rooms (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id),
  room_type_id INTEGER NOT NULL REFERENCES room_types (id),
  room_plan_id INTEGER NOT NULL REFERENCES room_plans (id),
  -- Names as the guest saw them when booking, in the reservation's locale.
  room_type_name TEXT NOT NULL,
  room_plan_name TEXT NOT NULL,
  adults INTEGER NOT NULL,
  children INTEGER NOT NULL,
  guest_first_name TEXT NOT NULL,
  guest_last_name TEXT NOT NULL,
  total_price INTEGER NOT NULL,
  tax INTEGER NOT NULL
);
CREATE INDEX reservation_rooms_by_reservation ON reservation_rooms (reservation_id);

-- One row per booked room per night: what availability subtracts from room_inventory.
CREATE TABLE reservation_nights (
  reservation_room_id INTEGER NOT NULL REFERENCES reservation_rooms (id),
  room_type_id INTEGER NOT NULL REFERENCES room_types (id),
  room_plan_id INTEGER NOT NULL REFERENCES room_plans (id),
  date TEXT NOT NULL,
  price INTEGER NOT NULL,
  PRIMARY KEY (reservation_room_id, date)
) WITHOUT ROWID;
CREATE INDEX reservation_nights_by_room_type ON reservation_nights (room_type_id, date);
CREATE INDEX reservation_nights_by_room_plan ON reservation_nights (room_plan_id, date);

CREATE TABLE idempotency_keys (
  client_session_id INTEGER NOT NULL REFERENCES client_sessions (id),
  idempotency_key TEXT NOT NULL,
  -- Digest of the hotel and the parsed body: the same key with another request is refused.
  request_sha256 TEXT NOT NULL,
  reservation_id INTEGER NOT NULL REFERENCES reservations (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (client_session_id, idempotency_key)
) WITHOUT ROWID;
