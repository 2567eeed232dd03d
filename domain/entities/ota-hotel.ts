import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { ZAmount } from './common';
import { HOTEL_AMENITIES, HOTEL_TYPES, MEAL_PLANS } from './ota-criteria';

/** One hotel the travel-agency (OTA) site sells, with its cheapest bookable offer for the searched stay. */
export const ZOtaHotel = z.object({
  hotel_id: z.int(),
  hotel_code: z.string(),
  name: z.string(),
  brand_name: z.string(),
  /** The brand's logo path, as the hotel settings give it. */
  logo: z.nullable(z.string()),
  currency: z.enum(CURRENCY_CODES),
  /** Null when the hotel has no offer with stock for the stay and guests. */
  lowest_price: z.nullable(ZAmount),
  lowest_price_without_tax: z.nullable(ZAmount),
  /** Catalogue search only (ADR 240): what the hotel is, and why it was ranked where it is. */
  details: z.optional(
    z.object({
      place_id: z.string(),
      /** JIS X 0401 prefecture code. */
      prefecture: z.string(),
      type: z.enum(HOTEL_TYPES),
      amenities: z.array(z.enum(HOTEL_AMENITIES)),
      meals: z.array(z.enum(MEAL_PLANS)),
      lat: z.number(),
      lon: z.number(),
      /** One room for one night with the meals asked for, the stay's average. */
      nightly_price: z.nullable(ZAmount),
      /** From the centre of the area searched, when one was. */
      distance_km: z.nullable(z.number()),
      /** The amenities and meals asked for that it has: the reason it is listed. */
      matched: z.array(z.union([z.enum(HOTEL_AMENITIES), z.enum(MEAL_PLANS)])),
      photo_hue: z.int(),
    }),
  ),
});
export type OtaHotel = z.infer<typeof ZOtaHotel>;

export const ZOtaHotelsPage = z.object({
  hotels: z.array(ZOtaHotel),
  page: z.int().check(z.positive()),
  per_page: z.int().check(z.positive()),
  total_pages: z.int().check(z.nonnegative()),
  total_entries: z.int().check(z.nonnegative()),
  /** Catalogue search only: how many hotels each filter value would give, the other filters kept. */
  facets: z.optional(
    z.object({
      types: z.record(z.enum(HOTEL_TYPES), z.int()),
      amenities: z.record(z.enum(HOTEL_AMENITIES), z.int()),
      meals: z.record(z.enum(MEAL_PLANS), z.int()),
      /** Hotels rated at least 3, 3.5, 4 and 4.5. */
      rating_min: z.record(z.enum(['3', '3.5', '4', '4.5']), z.int()),
    }),
  ),
});
export type OtaFacets = NonNullable<z.infer<typeof ZOtaHotelsPage>['facets']>;

export const ZOtaRating = z.object({
  hotel_code: z.string(),
  /** Out of 5, one decimal. */
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  review_count: z.int().check(z.nonnegative()),
});

export const ZOtaRatings = z.object({ ratings: z.array(ZOtaRating) });
