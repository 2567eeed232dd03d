-- A saved card's security code is typed in the provider's frame (issue 22, ADR 269). The API issues a short-lived,
-- single-use reference for one member's card at one hotel; the stand-in's hosted page opened with it asks the code
-- alone and mints a token bound to that member and hotel. Failed codes are counted so the reference cannot be used
-- to guess the code. A token minted from a saved card names its member, and pays only that member's booking.
CREATE TABLE saved_card_code_references (
  reference TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  member_card_id INTEGER NOT NULL REFERENCES member_cards (id) ON DELETE CASCADE,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  expires_at TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  spent_at TEXT
) WITHOUT ROWID;

CREATE INDEX saved_card_code_references_by_expiry ON saved_card_code_references (expires_at);

-- A token minted from a saved card pays only its member's booking (NULL: a card typed in full, anybody's).
ALTER TABLE card_tokens ADD COLUMN member_id INTEGER REFERENCES members (id);
