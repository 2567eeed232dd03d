-- Issue 21: room lotteries (document 1 sections 3 and 4, document 2 section 7.10). A hotel runs an event; members
-- enter it during its participation period; a draw picks winners, who must book by a deadline on the hotel's clock.

CREATE TABLE lottery_events (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  -- Names and the notification per locale, as JSON objects { "en": ..., "ja": ... }.
  names TEXT NOT NULL,
  notification TEXT NOT NULL,
  min_nights INTEGER NOT NULL CHECK (min_nights >= 1),
  max_nights INTEGER NOT NULL CHECK (max_nights >= min_nights),
  -- Instants (ISO 8601, UTC): entries are taken and changed only between them.
  participation_start TEXT NOT NULL,
  participation_end TEXT NOT NULL,
  -- The stay dates an entry may ask for (hotel dates, check-out at most stay_end).
  stay_start TEXT NOT NULL,
  stay_end TEXT NOT NULL,
  result_date TEXT NOT NULL,
  -- What a win books: one room of this type and plan.
  room_type_code TEXT NOT NULL,
  room_plan_code TEXT NOT NULL,
  max_adults INTEGER NOT NULL CHECK (max_adults >= 1),
  winners_count INTEGER NOT NULL CHECK (winners_count >= 1),
  -- Days after the draw (hotel dates) a winner has to book.
  booking_days INTEGER NOT NULL CHECK (booking_days >= 0),
  drawn_at TEXT
);

CREATE TABLE lottery_entries (
  id INTEGER PRIMARY KEY,
  entry_number TEXT NOT NULL UNIQUE,
  event_id INTEGER NOT NULL REFERENCES lottery_events (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  locale TEXT NOT NULL,
  checkin_date TEXT NOT NULL,
  checkout_date TEXT NOT NULL,
  adults INTEGER NOT NULL CHECK (adults >= 1),
  -- The booker as entered: first_name, last_name, email, phone (JSON).
  booker TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN (
    'registered', 'not_winner', 'winner_reservation_pending', 'winner_reservation_confirmed',
    'winner_reservation_cancelled', 'winner_reservation_pending_declined', 'registration_cancelled'
  )),
  result_date TEXT,
  -- The last hotel date a winner may book on.
  reservation_deadline TEXT,
  reservation_id INTEGER REFERENCES reservations (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- "Already entered this lottery" (3756): one live entry per member and event; a cancelled one does not count.
CREATE UNIQUE INDEX lottery_entries_one_per_member ON lottery_entries (event_id, member_id) WHERE status <> 'registration_cancelled';
CREATE INDEX lottery_entries_by_member ON lottery_entries (member_id, created_at);

-- Preview links (document 2 section 9: a lottery preview lasts 5 minutes). Only the token's digest is kept.
CREATE TABLE lottery_previews (
  token_sha256 TEXT PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES lottery_events (id),
  expires_at TEXT NOT NULL
);
