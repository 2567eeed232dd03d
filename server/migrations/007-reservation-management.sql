-- Reservation management (issue 7): who owns a reservation, staff edits, cancellations.

-- The owner decides who may change or cancel (document 1 section 6): a guest (bypass token or email), a member,
-- or an organisation. Members and organisations arrive with membership; the ids are kept without a table yet.
ALTER TABLE reservations ADD COLUMN owner_kind TEXT NOT NULL DEFAULT 'guest' CHECK (owner_kind IN ('guest', 'member', 'organization'));
ALTER TABLE reservations ADD COLUMN owner_member_id INTEGER;
ALTER TABLE reservations ADD COLUMN owner_organization_id INTEGER;
-- Set when hotel staff edited the reservation: it can no longer be changed or cancelled online.
ALTER TABLE reservations ADD COLUMN modified_by_staff INTEGER NOT NULL DEFAULT 0 CHECK (modified_by_staff IN (0, 1));
-- A guest's cancellation: when, why, and the fee charged (the one the guest was shown).
ALTER TABLE reservations ADD COLUMN cancelled_at TEXT;
ALTER TABLE reservations ADD COLUMN cancellation_reason TEXT;
ALTER TABLE reservations ADD COLUMN cancellation_details TEXT;
ALTER TABLE reservations ADD COLUMN cancellation_fee INTEGER CHECK (cancellation_fee IS NULL OR cancellation_fee >= 0);
-- The last change the guest made online.
ALTER TABLE reservations ADD COLUMN updated_at TEXT;

-- The children's tiers or ages a room was priced with (JSON: kids_tiers, kids_ages), so a change prices them again.
ALTER TABLE reservation_rooms ADD COLUMN kids TEXT;
