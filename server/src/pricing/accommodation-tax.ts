import type { Database } from '../db/open-database';
import type { NightlyRate } from './room-stay-price';

export type TaxBracket = { min_price_per_guest: number; tax_per_guest: number };

export function listTaxBrackets(db: Database, hotelId: number): TaxBracket[] {
  return db
    .prepare<[number], TaxBracket>(
      'SELECT min_price_per_guest, tax_per_guest FROM accommodation_tax_brackets WHERE hotel_id = ? ORDER BY min_price_per_guest DESC',
    )
    .all(hotelId);
}

/**
 * Local accommodation tax of one room: per guest per night, by the night's price per guest (tax excluded,
 * rounded down). The highest bracket the price reaches applies; below every bracket there is none.
 */
export function roomAccommodationTax(brackets: readonly TaxBracket[], nights: readonly NightlyRate[], guests: number): number {
  if (guests <= 0) return 0;
  return nights.reduce((sum, night) => {
    const perGuest = Math.floor(night.price / guests);
    const bracket = brackets.find((candidate) => perGuest >= candidate.min_price_per_guest);
    return sum + (bracket?.tax_per_guest ?? 0) * guests;
  }, 0);
}
