-- Issue 22 (ADR 233): the marketing fields of the landing that led to a reservation, as the validated JSON object
-- the booking sent (domain/entities/attribution.ts); NULL when the guest arrived without any.
ALTER TABLE reservations ADD COLUMN attribution TEXT;
