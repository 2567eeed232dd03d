-- Issue 22: payment links a hotel issues and a guest pays (document 1 sections 2 and 4), and the marketing mails'
-- unsubscribe (document 2 section 7.11, RFC 8058 one-click). ADR 232.

CREATE TABLE payment_links (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels (id),
  -- What the address carries: /payments/{payment_number}. Random, so a number cannot be guessed from another.
  payment_number TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  guest_name TEXT NOT NULL,
  description TEXT NOT NULL,
  -- In the hotel's currency's minor units as the rest of the stand-in keeps money (yen: whole yen).
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  -- pending: waiting for the guest; failed: the last card was refused (the guest may try again); paid: charged;
  -- completed: the hotel settled it; refunded and cancelled: the hotel's.
  status TEXT NOT NULL CHECK (status IN ('pending', 'failed', 'paid', 'completed', 'refunded', 'cancelled')),
  -- The one charge: the card token spent and when. Set once, in the transaction that moves pending/failed to paid.
  charged_token TEXT,
  card_brand TEXT,
  card_last4 TEXT,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX payment_links_by_hotel ON payment_links (hotel_id);

-- A marketing mail's recipient per brand: absent means subscribed; unsubscribed_at set means not to be mailed.
CREATE TABLE marketing_subscriptions (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  email TEXT NOT NULL,
  unsubscribed_at TEXT,
  PRIMARY KEY (brand_id, email)
) WITHOUT ROWID;

-- The token each marketing mail's unsubscribe link carries, kept only as its sha256 digest. It names one address of
-- one brand, so it unsubscribes that address and nobody else's.
CREATE TABLE marketing_unsubscribe_tokens (
  token_digest TEXT PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  email TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- The mail headers a mail carries besides subject and addresses (List-Unsubscribe and List-Unsubscribe-Post), as a
-- JSON object; null for the transactional mails, which carry none.
ALTER TABLE outbox_mails ADD COLUMN headers TEXT;
