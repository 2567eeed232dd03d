-- Issue 18 (ADR 214, 219): which external providers a brand offers at sign-in, the name its point programme goes by
-- in the login menu, and the brand integrations that send the login menu to the brand's own pages.

ALTER TABLE brand_membership_settings ADD COLUMN point_name TEXT CHECK (point_name IS NULL OR length(point_name) BETWEEN 1 AND 40);

-- A brand's sign-in buttons, in the order it shows them; a provider without a row is refused by the start call.
CREATE TABLE brand_sign_in_providers (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  provider TEXT NOT NULL CHECK (provider IN ('facebook', 'line', 'creansmaerd', 'open_id')),
  position INTEGER NOT NULL,
  PRIMARY KEY (brand_id, provider)
) WITHOUT ROWID;

-- Document 1 section 3 "Brand integrations": membership menu redirect and customer login redirect.
CREATE TABLE brand_integrations (
  brand_id INTEGER NOT NULL REFERENCES hotel_brands (id),
  kind TEXT NOT NULL CHECK (kind IN ('membership_menu_redirect', 'customer_login_redirect')),
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  settings_url TEXT,
  with_organization_url TEXT,
  PRIMARY KEY (brand_id, kind)
) WITHOUT ROWID;
