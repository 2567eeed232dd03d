-- Chatbot and LINE hosts (issue 3): which chatbot user is which member, and the stand-in LINE Platform's LIFF
-- access tokens. Tokens are stored only as sha256 digests, like every other bearer token here.

-- A chatbot user (the chatbot's own id for the person chatting) linked to a member of the brand, once the member
-- signed in inside the chatbot. The latest sign-in wins: a chatbot user is one member at a time.
CREATE TABLE chatbot_links (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  chatbot_user_id TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  -- The chatbot's message that asked the guest to sign in; the chatbot answers it once the link exists.
  auth_auto_message_id TEXT,
  -- The member session handed to the chatbot; a new link ends the one before, so sessions do not pile up.
  member_session_id INTEGER NOT NULL REFERENCES member_sessions (id),
  linked_at_ms INTEGER NOT NULL,
  PRIMARY KEY (brand_id, chatbot_user_id)
) WITHOUT ROWID;

-- A LINE user of the brand's LINE official account, and the member it signs in as (POST /liff/upsert).
CREATE TABLE line_accounts (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  line_user_id TEXT NOT NULL,
  member_id INTEGER NOT NULL UNIQUE REFERENCES members (id),
  display_name TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  PRIMARY KEY (brand_id, line_user_id)
) WITHOUT ROWID;

-- The stand-in LINE Platform: LIFF access tokens it issued (what liff.getAccessToken() returns in LINE) and the
-- LINE profile each one stands for. The real provider verifies the token with LINE instead.
CREATE TABLE line_liff_tokens (
  token_sha256 TEXT PRIMARY KEY,
  line_user_id TEXT NOT NULL,
  display_name TEXT NOT NULL,
  expires_at_ms INTEGER NOT NULL
) WITHOUT ROWID;

-- The hotel's chatbot (settings chatbot_setting): whether the booking app offers it, per platform (document 1
-- section 6, "chatbot display follows per-desktop and per-mobile platform settings"). No row: no chatbot.
CREATE TABLE hotel_chatbot_settings (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels (id),
  display_on_desktop INTEGER NOT NULL CHECK (display_on_desktop IN (0, 1)),
  display_on_mobile INTEGER NOT NULL CHECK (display_on_mobile IN (0, 1))
);

-- Companion options of a membership programme (document 1 section 3, member "companion records"): whether the
-- adult companion and the tier-A kid companion are on, and their labels per UI locale (JSON object).
CREATE TABLE membership_program_companions (
  program_id INTEGER NOT NULL REFERENCES membership_programs (id),
  kind TEXT NOT NULL CHECK (kind IN ('adult_companion', 'kid_tier_A_companion')),
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  names TEXT NOT NULL,
  PRIMARY KEY (program_id, kind)
) WITHOUT ROWID;

-- Hotels with companion support on: only they tell the host a member's companion info (document 1 section 6).
CREATE TABLE hotel_companion_support (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels (id)
);
