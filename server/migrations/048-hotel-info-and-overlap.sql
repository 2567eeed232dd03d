-- Issue 22 (ADR 239): the hotel info of document 1 section 3 (`GET /hotels/{id}`): the address (post_code,
-- full_address per locale, country) and the hotel's photos in display order, each with its alt text per locale.
CREATE TABLE hotel_addresses (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels(id),
  post_code TEXT NOT NULL,
  full_address TEXT NOT NULL,  -- JSON object, locale -> text
  country TEXT NOT NULL        -- ISO 3166-1 alpha-2
);

CREATE TABLE hotel_photos (
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  alt TEXT NOT NULL,           -- JSON object, locale -> text
  PRIMARY KEY (hotel_id, position)
);

-- The overlapping-reservation check (document 2 section 8.3) looks up a guest's reservations at one hotel by e-mail,
-- whatever its case.
CREATE INDEX reservations_by_hotel_email ON reservations (hotel_id, lower(email));
