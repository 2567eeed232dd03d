-- Nearby-facility suggestions (issue 22, document 1 section 2, document 2 section 7.9; ADR 259): where each hotel is,
-- in WGS 84 degrees, so the brand's facilities list can order its hotels by distance from the one the guest is at.
-- NULL: the hotel's place is not known, and it is never suggested as nearby.
ALTER TABLE hotels ADD COLUMN latitude REAL;
ALTER TABLE hotels ADD COLUMN longitude REAL;
