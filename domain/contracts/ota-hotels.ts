import * as z from 'zod/mini';
import { COUNTS } from '../constants/limits';
import { UI_LOCALES } from '../constants/locales';
import { ZIsoDate } from '../entities/common';
import { HOTEL_AMENITIES, HOTEL_TYPES, MEAL_PLANS, ZOtaParse } from '../entities/ota-criteria';
import { ZOtaHotelsPage, ZOtaRatings } from '../entities/ota-hotel';
import { defineContract, ZNoBody, ZNone } from './contract';
import { commaListParam, ZCodeList, ZPositiveIntParam } from './query-params';

/** The travel-agency site's hotel search: the form's fields as the query (dates YYYY-MM-DD on the wire). */
export const ZOtaHotelSearchQuery = z
  .object({
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    /** Adults in each room. */
    adults: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(COUNTS.defaultMaxGuestsPerRoom)), COUNTS.defaultAdults),
    rooms: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10)), COUNTS.defaultRoomCount),
    /** Part of a hotel's or brand's name, any case; empty finds every hotel. */
    keyword: z.optional(z.string().check(z.maxLength(100))),
    page: z._default(ZPositiveIntParam, 1),
    per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
    locale: z._default(z.enum(UI_LOCALES), 'ja'),
    /**
     * `sold` (the default): the hotels the site sells, by name. `catalogue`: the AI-assisted search over the whole
     * catalogue (ADR 240), where the keyword is full text and the fields below filter, with facet counts.
     */
    scope: z._default(z.enum(['sold', 'catalogue']), 'sold'),
    /** Children in all rooms together. */
    children: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10)), 0),
    /** An id of domain/constants/japan-places.ts: a prefecture, or hotels within reach of a city or area. */
    area: z.optional(z.string().check(z.maxLength(40))),
    types: z.optional(commaListParam(z.enum(HOTEL_TYPES))),
    /** Every one listed must be there. */
    amenities: z.optional(commaListParam(z.enum(HOTEL_AMENITIES))),
    meals: z.optional(commaListParam(z.enum(MEAL_PLANS))),
    price_max: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /** Whether price_max is for one night or the whole stay. */
    budget_per: z._default(z.enum(['night', 'stay']), 'night'),
    rating_min: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(5))),
  })
  .check(z.refine((q) => q.checkout > q.checkin, { message: 'checkout must be after checkin', path: ['checkout'] }));

/**
 * GET /api/ota/v1/hotels/search (document 2 section 7.9): the hotels sold on the travel-agency site, cheapest
 * first, those with nothing to sell for the stay last. Needs the site's own client session.
 */
export const searchOtaHotels = defineContract({
  method: 'GET',
  path: '/api/ota/v1/hotels/search',
  params: ZNone,
  query: ZOtaHotelSearchQuery,
  body: ZNoBody,
  response: ZOtaHotelsPage,
  session: 'ota',
});

/** GET /api/ota/v1/hotels/ratings (document 2 section 7.9): guests' ratings and review counts of hotels by code. */
export const getOtaHotelRatings = defineContract({
  method: 'GET',
  path: '/api/ota/v1/hotels/ratings',
  params: ZNone,
  query: z.object({ hotel_codes: ZCodeList.check(z.maxLength(100)) }),
  body: ZNoBody,
  response: ZOtaRatings,
  session: 'ota',
});

/** Which parser read a request, and why the offline one did when an LLM provider is configured (ADR 254). */
export const ZOtaParseAnswer = z.object({
  ...ZOtaParse.shape,
  source: z.enum(['offline', 'llm']),
  /** Set when the configured LLM provider was asked and its answer was not used. */
  fallback: z.nullable(z.enum(['invalid_answer', 'unavailable'])),
});
export type OtaParseAnswer = z.infer<typeof ZOtaParseAnswer>;

/**
 * POST /api/ota/v1/hotels/parse_query: a traveller's request read into criteria (ADR 254). The offline rules by
 * default; an LLM provider when the server's environment configures one, whose answer must pass the same schema.
 */
export const parseOtaHotelQuery = defineContract({
  method: 'POST',
  path: '/api/ota/v1/hotels/parse_query',
  params: ZNone,
  query: ZNone,
  body: z.object({ text: z.string().check(z.maxLength(200)) }),
  response: ZOtaParseAnswer,
  session: 'ota',
});
