-- Adyen's 3-D Secure through its redirect action (issue 22, ADR 270). A session keeps the app's return address Adyen
-- sends the shopper back to (Adyen's `returnUrl`, given when the session is created). A payment whose card the
-- issuer challenges is a redirect: the shopper goes to the issuer's page, which settles the challenge and sends them
-- back with an opaque `redirectResult`; `/paymentDetails` of that session reads it once and authorises or refuses.
ALTER TABLE adyen_sessions ADD COLUMN return_url TEXT;

CREATE TABLE adyen_redirects (
  -- The `MD` of the issuer page's address.
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES adyen_sessions (id) ON DELETE CASCADE,
  card_brand TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  -- 'authenticated' or 'failed' once the shopper has answered the issuer; null while the challenge is open.
  outcome TEXT,
  redirect_result TEXT UNIQUE,
  -- When `/paymentDetails` read the result: a result is good once.
  used_at TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX adyen_redirects_by_session ON adyen_redirects (session_id);
