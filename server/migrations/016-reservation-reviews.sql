-- Reviews of a stay (issue 7, the review page; ADR 150). One per reservation: the UNIQUE constraint is what makes a
-- second submission fail even if two arrive at once. Ratings are 1 to 5; the aspects are optional (NULL).
CREATE TABLE reservation_reviews (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations (id),
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  -- Who wrote it: the member signed in, and the organisation for a corporate reservation.
  member_id INTEGER REFERENCES members (id),
  organization_id INTEGER REFERENCES organizations (id),
  overall INTEGER NOT NULL CHECK (overall BETWEEN 1 AND 5),
  cleanliness INTEGER CHECK (cleanliness BETWEEN 1 AND 5),
  service INTEGER CHECK (service BETWEEN 1 AND 5),
  location INTEGER CHECK (location BETWEEN 1 AND 5),
  room INTEGER CHECK (room BETWEEN 1 AND 5),
  value INTEGER CHECK (value BETWEEN 1 AND 5),
  title TEXT CHECK (title IS NULL OR length(title) <= 100),
  comment TEXT CHECK (comment IS NULL OR length(comment) <= 2000),
  would_recommend INTEGER CHECK (would_recommend IS NULL OR would_recommend IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX reservation_reviews_by_hotel ON reservation_reviews (hotel_id);
