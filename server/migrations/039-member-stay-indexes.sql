-- Issue 19: stay points are found by index. Without these, the sweep's "which member stays have not earned yet" and a
-- member's points page read the whole reservations table (tests/server/reliability-scale.test.ts checks the plans).

-- The sweep: member stays by status and check-out date (it looks back a bounded window, see stay-points.ts).
CREATE INDEX reservations_member_stays_by_checkout ON reservations (status, checkout_date) WHERE owner_kind = 'member';
-- One member's stays: their points page and their reservation list.
CREATE INDEX reservations_by_member ON reservations (owner_member_id, status) WHERE owner_kind = 'member';
