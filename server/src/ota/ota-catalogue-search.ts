import type * as z from 'zod/mini';
import { placeById } from '#domain/constants/japan-places.ts';
import type { searchOtaHotels } from '#domain/contracts/ota-hotels.ts';
import { HOTEL_AMENITIES, HOTEL_TYPES, MEAL_PLANS, type HotelAmenity, type HotelType, type MealPlan } from '#domain/entities/ota-criteria.ts';
import type { OtaHotel } from '#domain/entities/ota-hotel.ts';
import { addDays, stayDates } from '#domain/rules/nights.ts';
import { lowestOffer } from '../brands/brand-hotels';
import type { Database } from '../db/open-database';
import { findHotelByCode } from '../hotels/hotel-row';
import { nightlyPrice, otaCatalogue, roomsLeft, type CatalogueHotel } from './ota-catalogue';
import { buildCatalogueIndex } from './ota-catalogue-index';

type Query = z.output<typeof searchOtaHotels.query>;
type Answer = z.input<typeof searchOtaHotels.response>;
type Facets = NonNullable<Answer['facets']>;

/** Hotels within this distance of a city's or an area's centre are "in" it (Hakone's ryokan spread over valleys). */
const AREA_RADIUS_KM = 15;
const RATING_STEPS = ['3', '3.5', '4', '4.5'] as const;
/** The catalogue sells this many days ahead. */
const SALE_DAYS = 365;

let index: ReturnType<typeof buildCatalogueIndex> | undefined;

function kilometres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

type Candidate = {
  hotel: CatalogueHotel;
  nightly: number | null;
  total: number | null;
  distance: number | null;
  textScore: number;
  /** The hotels row's id for a hotel the site sells; a number of its own above 10000 otherwise. */
  id: number;
};

/** Rooms for the guests: every room takes its share, and the hotel must have that many left every night. */
function available(hotel: CatalogueHotel, query: Query, today: string): boolean {
  const guests = query.adults * query.rooms + query.children;
  if (Math.ceil(guests / query.rooms) > hotel.capacity) return false;
  const lastDay = addDays(today, SALE_DAYS - 1);
  return stayDates(query.checkin, query.checkout).every((date) => roomsLeft(hotel, date, today, lastDay) >= query.rooms);
}

type Filter = 'types' | 'amenities' | 'meals' | 'rating' | 'other';

/** The filters a hotel fails, so the facets can count each with the others applied. */
function failing(c: Candidate, query: Query): Set<Filter> {
  const failed = new Set<Filter>();
  if (query.types?.length && !query.types.includes(c.hotel.type)) failed.add('types');
  if (query.amenities?.some((a) => !c.hotel.amenities.includes(a))) failed.add('amenities');
  if (query.meals?.some((m) => !c.hotel.meals.includes(m))) failed.add('meals');
  if (query.rating_min !== undefined && c.hotel.rating < query.rating_min) failed.add('rating');
  if (query.price_max !== undefined) {
    const price = query.budget_per === 'stay' ? c.total : c.nightly;
    if (price === null || price > query.price_max) failed.add('other');
  }
  return failed;
}

function countFacets(candidates: readonly { c: Candidate; failed: Set<Filter> }[]): Facets {
  const passesAllBut = (failed: Set<Filter>, own: Filter) => [...failed].every((f) => f === own);
  const count = <K extends string>(keys: readonly K[], own: Filter, has: (c: Candidate, key: K) => boolean) =>
    Object.fromEntries(keys.map((key) => [key, candidates.filter(({ c, failed }) => passesAllBut(failed, own) && has(c, key)).length])) as Record<K, number>;
  return {
    types: count<HotelType>(HOTEL_TYPES, 'types', (c, type) => c.hotel.type === type),
    amenities: count<HotelAmenity>(HOTEL_AMENITIES, 'amenities', (c, a) => c.hotel.amenities.includes(a)),
    meals: count<MealPlan>(MEAL_PLANS, 'meals', (c, m) => c.hotel.meals.includes(m)),
    rating_min: count(RATING_STEPS, 'rating', (c, step) => c.hotel.rating >= Number(step)),
  };
}

/** What ranks first: how well it is rated and by how many, how well the words match, how close it is. */
function score(c: Candidate, topText: number): number {
  const text = topText > 0 ? 1 + c.textScore / topText : 0;
  const near = c.distance === null ? 0 : -c.distance / AREA_RADIUS_KM;
  return c.hotel.rating + 0.15 * Math.log10(c.hotel.reviewCount + 1) + text + near;
}

/**
 * The AI-assisted search (scope=catalogue): the area, the guests and the dates' stock decide which hotels can be
 * offered; the other filters narrow them and are counted as facets; the full-text index ranks by the keyword.
 */
export function otaCatalogueSearch(db: Database, query: Query, now: Date, today: string): Answer {
  const catalogue = otaCatalogue();
  index ??= buildCatalogueIndex(catalogue);
  const place = query.area ? placeById(query.area) : undefined;
  const keyword = query.keyword?.trim() ?? '';
  const textScores = keyword === '' ? null : new Map(index.search(keyword).map((hit) => [hit.id as string, hit.score]));
  const nights = stayDates(query.checkin, query.checkout);
  const meals = query.meals?.filter((m) => m !== 'room_only') ?? [];

  const candidates: { c: Candidate; failed: Set<Filter> }[] = [];
  for (const hotel of catalogue) {
    if (query.area && !place) break;
    let distance: number | null = null;
    if (place) {
      if (place.kind === 'prefecture') {
        if (hotel.place.prefecture !== place.prefecture) continue;
      } else {
        distance = Math.round(kilometres(place, hotel) * 10) / 10;
        if (distance > AREA_RADIUS_KM) continue;
      }
    }
    if (textScores && !textScores.has(hotel.code)) continue;
    if (!available(hotel, query, today)) continue;
    const prices = nights.map((date) => nightlyPrice(hotel, date, query.adults, query.children, meals) * query.rooms);
    const total = prices.reduce((sum, price) => sum + price, 0);
    const c: Candidate = { hotel, id: 10_000 + catalogue.indexOf(hotel), nightly: Math.round(total / nights.length / query.rooms), total, distance, textScore: textScores?.get(hotel.code) ?? 0 };
    if (hotel.sold) {
      // A hotel the site sells: its own rooms and prices, as its room search will show them.
      const row = findHotelByCode(db, hotel.code);
      const rooms = Array.from({ length: query.rooms }, () => ({ adults: query.adults, children: 0, kids_tiers: [] }));
      const offer = row ? lowestOffer(db, row, { checkin: query.checkin, checkout: query.checkout, rooms }, now) : null;
      if (!offer || !row) continue;
      Object.assign(c, { id: row.id, total: offer.total, nightly: Math.round(offer.total / nights.length / query.rooms) });
    }
    candidates.push({ c, failed: failing(c, query) });
  }

  const topText = Math.max(0, ...candidates.map(({ c }) => c.textScore));
  const found = candidates
    .filter(({ failed }) => failed.size === 0)
    .map(({ c }) => c)
    .sort((a, b) => score(b, topText) - score(a, topText) || a.hotel.code.localeCompare(b.hotel.code));
  const asked: (HotelAmenity | MealPlan)[] = [...(query.amenities ?? []), ...meals];
  const japanese = query.locale === 'ja';
  const hotels = found.slice((query.page - 1) * query.per_page, query.page * query.per_page).map(
    (c): OtaHotel => ({
      hotel_id: c.id,
      hotel_code: c.hotel.code,
      name: japanese ? c.hotel.name.ja : c.hotel.name.en,
      brand_name: japanese ? c.hotel.place.ja : c.hotel.place.en,
      logo: null,
      currency: 'JPY',
      lowest_price: c.total,
      lowest_price_without_tax: c.total === null ? null : Math.round(c.total / 1.1),
      details: {
        place_id: c.hotel.place.id,
        prefecture: c.hotel.place.prefecture,
        type: c.hotel.type,
        amenities: [...c.hotel.amenities],
        meals: [...c.hotel.meals],
        lat: Math.round(c.hotel.lat * 1e4) / 1e4,
        lon: Math.round(c.hotel.lon * 1e4) / 1e4,
        nightly_price: c.nightly,
        distance_km: c.distance,
        matched: asked.filter((a) => (c.hotel.amenities as readonly string[]).includes(a) || (c.hotel.meals as readonly string[]).includes(a)),
        photo_hue: c.hotel.hue,
      },
    }),
  );
  return {
    hotels,
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.ceil(found.length / query.per_page),
    total_entries: found.length,
    facets: countFacets(candidates),
  };
}

/** Ratings of the hotels asked for that the catalogue has; unknown codes are left out. */
export function otaHotelRatings(codes: readonly string[]) {
  const byCode = new Map(otaCatalogue().map((hotel) => [hotel.code, hotel]));
  return {
    ratings: codes.flatMap((code) => {
      const hotel = byCode.get(code);
      return hotel ? [{ hotel_code: code, rating: hotel.rating, review_count: hotel.reviewCount }] : [];
    }),
  };
}
