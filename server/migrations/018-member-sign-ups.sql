-- Member sign-up (issue 3, chat sign-up; document 2 section 7.7): a sign-up stays pending until the link mailed to
-- its address is opened (document 1 section 4). Only the sha256 digest of the link's token is kept, like every
-- other bearer token here (ADR 080), and the password only as its scrypt hash.
CREATE TABLE member_sign_ups (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  email TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  -- The language of the mail (and of a resent one).
  locale TEXT NOT NULL,
  -- The digest of the mailed link's token; a resend replaces it, so only the latest link works.
  token_sha256 TEXT NOT NULL UNIQUE,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  -- Set once the link is opened: the member it made. A confirmed row answers a second use with code 1402.
  confirmed_at_ms INTEGER,
  member_id INTEGER REFERENCES members (id),
  -- One sign-up per address and brand: signing up again before confirming replaces the pending one.
  UNIQUE (brand_id, email)
);
