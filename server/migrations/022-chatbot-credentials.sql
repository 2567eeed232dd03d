-- Chatbot credentials (issue 13, ADR 192): the chatbot no longer holds a member session. What the app hands it is a
-- chatbot-scoped, short-lived credential of its own table, stored as a sha256 digest like every other bearer token.
-- It names one chat link and nothing else: no member call accepts it.

-- Page origins a hotel registered as its chatbot host (a chatbot vendor's or LINE LIFF page). Only an app framed by
-- one of these links a chat user to a member and hands a credential over; allowed_parent_origins alone does not.
CREATE TABLE hotel_chatbot_host_origins (
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  origin TEXT NOT NULL,
  PRIMARY KEY (hotel_id, origin)
) WITHOUT ROWID;

CREATE TABLE chatbot_credentials (
  id INTEGER PRIMARY KEY,
  token_sha256 TEXT NOT NULL UNIQUE,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  chatbot_user_id TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  -- A newer link of the chat user, or the member's sign-out, revokes it.
  revoked_at_ms INTEGER
);
CREATE INDEX chatbot_credentials_by_member ON chatbot_credentials (member_id);
CREATE INDEX chatbot_credentials_by_chat_user ON chatbot_credentials (brand_id, chatbot_user_id);

-- The full member sessions earlier releases handed to chatbots end now: they were readable by any host script.
UPDATE member_sessions SET ended_at_ms = CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE ended_at_ms IS NULL AND id IN (SELECT member_session_id FROM chatbot_links);

-- chatbot_links without its member session (SQLite cannot drop a column that is a foreign key: the table is rebuilt).
CREATE TABLE chatbot_links_rebuilt (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  chatbot_user_id TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  -- The chatbot's message that asked the guest to sign in; the chatbot answers it once the link exists.
  auth_auto_message_id TEXT,
  linked_at_ms INTEGER NOT NULL,
  PRIMARY KEY (brand_id, chatbot_user_id)
) WITHOUT ROWID;
INSERT INTO chatbot_links_rebuilt (brand_id, chatbot_user_id, member_id, hotel_id, auth_auto_message_id, linked_at_ms)
  SELECT brand_id, chatbot_user_id, member_id, hotel_id, auth_auto_message_id, linked_at_ms FROM chatbot_links;
DROP TABLE chatbot_links;
ALTER TABLE chatbot_links_rebuilt RENAME TO chatbot_links;
