-- Issue 4 leftovers: the hotel's favicon (logo already exists), whether the hotel is sold on the travel-agency
-- (OTA) site, and the travel-agency site's own client sessions, which act for no brand.
-- One scalable SVG serves every favicon size the spec lists (small to full).
ALTER TABLE hotels ADD COLUMN favicon TEXT;
ALTER TABLE hotels ADD COLUMN bw_to_ota_enabled INTEGER NOT NULL DEFAULT 0 CHECK (bw_to_ota_enabled IN (0, 1));

CREATE TABLE ota_client_sessions (
  id INTEGER PRIMARY KEY,
  token_sha256 TEXT NOT NULL UNIQUE,
  api_client_id INTEGER NOT NULL REFERENCES api_clients (id),
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL
);
