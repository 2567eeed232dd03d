-- Issue 21 (organisation admin, ADR 228): the corporate admin report and its stay usage.

-- The most stays an organisation may book per calendar month of check-in (document 1 section 3: "max stays per
-- period"); NULL means no limit is agreed.
ALTER TABLE organizations ADD COLUMN max_stays_per_period INTEGER CHECK (max_stays_per_period IS NULL OR max_stays_per_period > 0);

-- Whether the booking was made through the site (widget, travel-agency site, chatbot) or entered by the hotel from
-- another channel (phone, front desk). Stay usage counts only site bookings (document 1 section 6); every booking
-- this API creates is a site booking, so the default is 1.
ALTER TABLE reservations ADD COLUMN booked_through_site INTEGER NOT NULL DEFAULT 1 CHECK (booked_through_site IN (0, 1));

-- One organisation's bookings by check-in: the report, its count and its stay usage read only these rows.
CREATE INDEX reservations_by_organization ON reservations (owner_organization_id, checkin_date) WHERE owner_kind = 'organization';
