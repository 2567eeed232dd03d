import * as z from 'zod/mini';
import { COUNTS } from '../constants/limits';
import { UI_LOCALES } from '../constants/locales';
import { ZIsoDate } from '../entities/common';
import { ZOtaHotelsPage } from '../entities/ota-hotel';
import { defineContract, ZNoBody, ZNone } from './contract';
import { ZPositiveIntParam } from './query-params';

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
