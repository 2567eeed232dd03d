import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { ZIsoDate } from '../entities/common';
import { ZExtra } from '../entities/extra';
import { defineContract, ZNoBody } from './contract';
import { ZHotelIdParams } from './query-params';

/** Extras for a stay: dated extras are priced for its nights (check-in included, check-out excluded). */
export const getExtras = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/extras',
  params: ZHotelIdParams,
  query: z
    .object({
      checkin: ZIsoDate,
      checkout: ZIsoDate,
      locale: z._default(z.enum(UI_LOCALES), 'ja'),
    })
    .check(z.refine((q) => q.checkout > q.checkin, { message: 'checkout must be after checkin', path: ['checkout'] })),
  body: ZNoBody,
  response: z.object({ extras: z.array(ZExtra) }),
  session: true,
});
