import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { UI_LOCALES } from '../constants/locales';
import { ZIsoDate } from '../entities/common';
import { ZRecommendation } from '../entities/recommendation';
import { defineContract, ZNoBody } from './contract';
import { ZHotelIdParams, ZPositiveIntParam } from './query-params';

/** The whole party, not split into rooms: the server proposes the splits. */
export const ZRecommendationQuery = z
  .object({
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    adults: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    children: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100)), 0),
    limit: z.optional(ZPositiveIntParam),
    locale: z._default(z.enum(UI_LOCALES), 'ja'),
    /** The currency the guest chose: the answer adds its mcp_ amounts when the hotel offers multi-currency. */
    mcp_currency: z.optional(z.enum(CURRENCY_CODES)),
  })
  .check(z.refine((q) => q.checkout > q.checkin, { message: 'checkout must be after checkin', path: ['checkout'] }));

export const getRoomsRecommendation = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/rooms/recommendation',
  params: ZHotelIdParams,
  query: ZRecommendationQuery,
  body: ZNoBody,
  response: z.object({
    recommendations: z.array(ZRecommendation),
    mcp_currency: z.optional(z.nullable(z.enum(CURRENCY_CODES))),
  }),
  session: true,
});
