import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { UI_LOCALES } from '../constants/locales';
import { ZBrandHotelsPage } from '../entities/brand-hotel';
import { ZIsoDate } from '../entities/common';
import { ZSearchRoom } from '../entities/search-criteria';
import { defineContract, ZNoBody } from './contract';
import { commaListParam, jsonParam, ZBooleanParam, ZBrandIdParams, ZPositiveIntParam } from './query-params';

export const getBrandHotels = defineContract({
  method: 'GET',
  path: '/hotel_brands/:brandId/hotels',
  params: ZBrandIdParams,
  query: z
    .object({
      page: z._default(ZPositiveIntParam, 1),
      per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
      hotel_codes: z.optional(commaListParam(z.string())),
      is_including_lowest_price: z._default(ZBooleanParam, false),
      checkin: z.optional(ZIsoDate),
      checkout: z.optional(ZIsoDate),
      rooms: z.optional(jsonParam(z.array(ZSearchRoom).check(z.minLength(1), z.maxLength(10)), 'rooms must be a JSON array')),
      locale: z._default(z.enum(UI_LOCALES), 'ja'),
      /** The currency the guest chose: hotels that offer multi-currency add their lowest prices in it. */
      mcp_currency: z.optional(z.enum(CURRENCY_CODES)),
      /**
       * Nearby-facility suggestions: the brand's other hotels whose place is known, nearest to this one first, each
       * with its distance. The hotel itself is left out.
       */
      near_hotel_id: z.optional(ZPositiveIntParam),
    })
    .check(
      z.refine((q) => !q.is_including_lowest_price || (q.checkin !== undefined && q.checkout !== undefined && q.checkout > q.checkin), {
        message: 'lowest prices need checkin before checkout',
        path: ['checkout'],
      }),
    ),
  body: ZNoBody,
  response: ZBrandHotelsPage,
  session: true,
});
