-- Issue 22 (ADR 237): the hotel's card payment provider (document 2 section 9), chosen by its settings; NULL keeps the
-- stand-in tokenizer behind the app's own card form. The hub's configuration matters only for payment_hub.
ALTER TABLE hotels ADD COLUMN payment_provider TEXT;
ALTER TABLE hotels ADD COLUMN payment_hub_integration_type TEXT;

-- Which provider minted a token and for which hotel: a token is good only at the hotel and provider it was made for,
-- as a real provider's token belongs to one merchant account. NULL for the stand-in tokenizer's tokens.
ALTER TABLE card_tokens ADD COLUMN provider TEXT;
ALTER TABLE card_tokens ADD COLUMN hotel_id INTEGER REFERENCES hotels (id);
