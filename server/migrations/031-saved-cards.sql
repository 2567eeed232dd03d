-- Saved cards (issue 19, ADR 221). Two sides, kept apart as they would be in production:
-- psp_vaulted_cards is the stand-in payment provider's vault (the outside party), holding what it needs to charge a
-- stored card again and to check the security code the guest types again (a salted scrypt digest, as an issuer
-- would check it); the hotel side, member_cards, keeps only the provider's reference, brand, last 4 and expiry.
CREATE TABLE psp_vaulted_cards (
  ref TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('approve', 'challenge', 'decline', 'insufficient_funds')),
  security_code_digest TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- A token minted for a reusable card names its vault entry, so a booking asked to save the card can keep the ref.
ALTER TABLE card_tokens ADD COLUMN vault_ref TEXT REFERENCES psp_vaulted_cards (ref);

CREATE TABLE member_cards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  vault_ref TEXT NOT NULL REFERENCES psp_vaulted_cards (ref),
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (member_id, vault_ref)
);
