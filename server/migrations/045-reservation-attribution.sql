-- Issue 22 (ADR 233): the marketing fields of the landing that led to a reservation, as the validated JSON object
-- the booking sent (domain/entities/attribution.ts); NULL when the guest arrived without any.
ALTER TABLE reservations ADD COLUMN attribution TEXT;

-- Sign-up analytics (document 1 section 3): the utm_source, utm_medium and utm_campaign the guest signed up from,
-- as the validated JSON object the sign-up sent (domain ZSignUpUtm); NULL without any.
ALTER TABLE member_sign_ups ADD COLUMN utm TEXT;
