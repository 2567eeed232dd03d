import type * as z from 'zod/mini';
import type { searchOtaHotels } from '#domain/contracts/ota-hotels.ts';
import type { OtaHotel } from '#domain/entities/ota-hotel.ts';
import { lowestOffer } from '../brands/brand-hotels';
import type { Database } from '../db/open-database';
import { findHotelById } from '../hotels/hotel-row';
import { PARTNER_BRAND } from './catalogue-hotel-rows';

type Query = z.output<typeof searchOtaHotels.query>;
type Answer = z.input<typeof searchOtaHotels.response>;

/** Case- and width-insensitive text for the keyword match (ＳＡＫＵＲＡ finds Sakura). */
function folded(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en');
}

/**
 * One page of the hotels sold on the travel-agency site (bw_to_ota_enabled), across brands: those with an offer
 * for the stay and guests cheapest first, then the rest by id, so a page never hides a bookable hotel behind a
 * sold-out one. The catalogue's partner hotels are found by the catalogue search (ADR 240): their rows exist only
 * once a page opened them (ADR 252), and a visit must not change what this list holds.
 */
export function otaHotelSearch(db: Database, query: Query, now: Date): Answer {
  const keyword = folded(query.keyword?.trim() ?? '');
  const rooms = Array.from({ length: query.rooms }, () => ({ adults: query.adults, children: 0, kids_tiers: [] }));
  const hotels = db
    .prepare<[number], { id: number }>('SELECT id FROM hotels WHERE bw_to_ota_enabled = 1 AND brand_id != ? ORDER BY id')
    .all(PARTNER_BRAND.id)
    .flatMap(({ id }) => findHotelById(db, id) ?? [])
    .filter((hotel) => keyword === '' || folded(`${hotel.name} ${hotel.brand_name} ${hotel.code}`).includes(keyword))
    .map((hotel): OtaHotel => {
      const lowest = lowestOffer(db, hotel, { checkin: query.checkin, checkout: query.checkout, rooms }, now);
      return {
        hotel_id: hotel.id,
        hotel_code: hotel.code,
        name: hotel.name,
        brand_name: hotel.brand_name,
        logo: hotel.logo,
        currency: hotel.currency as OtaHotel['currency'],
        lowest_price: lowest?.total ?? null,
        lowest_price_without_tax: lowest?.withoutTax ?? null,
      };
    })
    .sort((a, b) => {
      if (a.lowest_price === null || b.lowest_price === null) {
        return a.lowest_price === b.lowest_price ? a.hotel_id - b.hotel_id : a.lowest_price === null ? 1 : -1;
      }
      return a.lowest_price - b.lowest_price || a.hotel_id - b.hotel_id;
    });
  return {
    hotels: hotels.slice((query.page - 1) * query.per_page, query.page * query.per_page),
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.ceil(hotels.length / query.per_page),
    total_entries: hotels.length,
  };
}
