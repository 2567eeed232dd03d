-- Settings the app shell reads (issue 4): values sent as request headers (document 2 section 7.1), the brand's
-- first-party cookie domain, and the maintenance switch.
ALTER TABLE hotels ADD COLUMN tier TEXT;
ALTER TABLE hotels ADD COLUMN site_controller TEXT;
ALTER TABLE hotels ADD COLUMN pubnub_auth_key TEXT;
ALTER TABLE hotels ADD COLUMN maintenance_mode INTEGER NOT NULL DEFAULT 0 CHECK (maintenance_mode IN (0, 1));
ALTER TABLE hotel_brands ADD COLUMN cookie_domain TEXT;
ALTER TABLE hotel_brands ADD COLUMN first_party_cookies INTEGER NOT NULL DEFAULT 0 CHECK (first_party_cookies IN (0, 1));
