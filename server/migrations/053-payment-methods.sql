-- Issue 22 (ADR 250): the payment methods of document 2 section 9.3 beyond card and on site.
-- The account a hotel takes bank transfers into (JSON: bank_name, branch_name, account_type, account_number,
-- account_holder); NULL: the hotel takes none, whatever its plans list.
ALTER TABLE hotels ADD COLUMN bank_transfer_account TEXT;

-- A token minted with the Korean card holder check (birth date and the PIN's first two digits): only such a token
-- pays credit_card_krw_domestic.
ALTER TABLE card_tokens ADD COLUMN korean_checked INTEGER NOT NULL DEFAULT 0;
