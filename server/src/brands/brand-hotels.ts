import type * as z from 'zod/mini';
import type { getBrandHotels } from '#domain/contracts/brand-hotels.ts';
import type { BrandHotel } from '#domain/entities/brand-hotel.ts';
import { distanceKm, type Coordinates } from '#domain/rules/distance.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { findHotelById, type HotelRow } from '../hotels/hotel-row';
import { mcpConverter } from '../pricing/exchange-rates';
import { findOffers } from '../rooms/find-offers';
import { planVisible } from '../rooms/plan-visibility';
import { offerScope, searchedRooms } from '../rooms/search-setup';
import { bookableStay } from '../stays/stay';

type Query = z.output<typeof getBrandHotels.query>;
type Answer = z.input<typeof getBrandHotels.response>;

const DEFAULT_ROOMS = [{ adults: 2, children: 0, kids_tiers: [] }];

export function brandHotels(db: Database, brandId: number, hotelCodes: readonly string[] = []): HotelRow[] {
  return db
    .prepare<[number], { id: number }>('SELECT id FROM hotels WHERE brand_id = ? ORDER BY id')
    .all(brandId)
    .flatMap(({ id }) => findHotelById(db, id) ?? [])
    .filter((hotel) => hotelCodes.length === 0 || hotelCodes.includes(hotel.code));
}

/** One page of the brand's hotels; with is_including_lowest_price, each hotel's cheapest bookable offer. */
export function brandHotelsPage(db: Database, brandId: number, query: Query, now: Date): Answer {
  const near = query.near_hotel_id === undefined ? undefined : placeOf(brandHotels(db, brandId).find((hotel) => hotel.id === query.near_hotel_id));
  const listed = brandHotels(db, brandId, query.hotel_codes);
  // Nearby suggestions: the brand's other placed hotels, nearest first; none when the hotel itself has no place.
  const hotels =
    query.near_hotel_id === undefined
      ? listed
      : near === undefined
        ? []
        : listed
            .filter((hotel) => hotel.id !== query.near_hotel_id && placeOf(hotel) !== undefined)
            .sort((a, b) => distanceKm(near, placeOf(a) ?? near) - distanceKm(near, placeOf(b) ?? near));
  const totalPages = Math.ceil(hotels.length / query.per_page);
  const page = hotels.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  return {
    hotels: page.map((hotel): BrandHotel => {
      const lowest = query.is_including_lowest_price ? lowestOffer(db, hotel, query, now) : null;
      // Converted as the hotel's own rooms search converts, so the list and the hotel's results agree.
      const mcp = mcpConverter(db, hotel, query.mcp_currency);
      return {
        hotel_id: hotel.id,
        hotel_code: hotel.code,
        name: hotel.name,
        url: hotel.url,
        currency: hotel.currency as BrandHotel['currency'],
        day_use_search_active: hotel.day_use_search_active === 1,
        lowest_price: lowest?.total ?? null,
        lowest_price_without_tax: lowest?.withoutTax ?? null,
        mcp_currency: mcp?.currency ?? null,
        location: placeOf(hotel) ?? null,
        ...(near === undefined ? {} : { distance_km: distanceKm(near, placeOf(hotel) ?? near) }),
        ...(mcp && lowest
          ? { mcp_lowest_price_cents: mcp.cents(lowest.total), mcp_lowest_price_without_tax_cents: mcp.cents(lowest.withoutTax) }
          : {}),
      };
    }),
    page: query.page,
    per_page: query.per_page,
    total_pages: totalPages,
    total_entries: hotels.length,
  };
}

function placeOf(hotel: Pick<HotelRow, 'latitude' | 'longitude'> | undefined): Coordinates | undefined {
  return hotel && hotel.latitude !== null && hotel.longitude !== null ? { latitude: hotel.latitude, longitude: hotel.longitude } : undefined;
}

/**
 * The cheapest publicly sold offer with stock for every searched room; null when there is none, or when this
 * hotel cannot sell the dates (past, or beyond its own reservable period, which differs between hotels).
 */
export function lowestOffer(
  db: Database,
  hotel: HotelRow,
  query: Pick<Query, 'checkin' | 'checkout' | 'rooms'>,
  now: Date,
): { total: number; withoutTax: number } | null {
  let stay;
  try {
    // The contract makes both dates present when lowest prices are asked for.
    stay = bookableStay(hotel, query.checkin ?? '', query.checkout ?? '', now);
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return null;
    throw error;
  }
  const rooms = searchedRooms(db, hotel, query.rooms ?? DEFAULT_ROOMS, undefined);
  const scope = offerScope(db, hotel, now, false, (plan) => planVisible(plan, {}) && plan.is_member_only === 0);
  const offers = findOffers(scope, stay, rooms).filter((offer) => offer.stock >= rooms.length);
  if (offers.length === 0) return null;
  const cheapest = offers.reduce((best, offer) => (offer.total < best.total ? offer : best));
  return { total: cheapest.total, withoutTax: cheapest.prices.reduce((sum, price) => sum + price.withoutTax, 0) };
}
