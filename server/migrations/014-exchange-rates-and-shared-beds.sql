-- Multi-currency prices: how many of a currency one unit of the hotel's currency buys, in millionths, so amounts
-- are converted with integer arithmetic (ADR 131).
CREATE TABLE exchange_rates (
  base_currency TEXT NOT NULL,
  currency TEXT NOT NULL,
  rate_micro INTEGER NOT NULL CHECK (rate_micro > 0),
  PRIMARY KEY (base_currency, currency),
  CHECK (base_currency <> currency)
);

-- Whether a hotel lets children share an adult's bed (document 1 section 5: "kids type is share_bed"); the
-- existing kids_type column holds the child policy mode (tiers or ages), so this is its own column (ADR 130).
ALTER TABLE hotels ADD COLUMN kids_bed_type TEXT NOT NULL DEFAULT 'separate_bed'
  CHECK (kids_bed_type IN ('share_bed', 'separate_bed'));
