import { z } from 'zod';
import { UI_LOCALES } from '../constants/locales';
import { SEARCH_TYPES, SORT_ORDERS } from '../constants/value-sets';
import { ZIsoDate } from '../entities/common';
import { ZRoomsResponse } from '../entities/room-result';
import { ZSearchRoom, type SearchCriteria } from '../entities/search-criteria';
import { defineContract, ZNoBody } from './contract';

/** rooms travels as a JSON array in the query string, one entry per room searched. */
const ZRoomsParam = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'rooms must be a JSON array' });
      return z.NEVER;
    }
  })
  .pipe(z.array(ZSearchRoom).min(1).max(10));

export const ZRoomsQuery = z
  .object({
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    rooms: ZRoomsParam,
    type: z.enum(SEARCH_TYPES).default('rooms'),
    order: z.enum(SORT_ORDERS).default('price_low_to_high'),
    locale: z.enum(UI_LOCALES).default('ja'),
  })
  .refine((q) => q.checkout > q.checkin, { message: 'checkout must be after checkin', path: ['checkout'] });

export const getRooms = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/rooms',
  params: z.object({ hotelId: z.coerce.number().int().positive() }),
  query: ZRoomsQuery,
  body: ZNoBody,
  response: ZRoomsResponse,
  session: true,
});

export function toRoomsQuery(criteria: SearchCriteria, locale: (typeof UI_LOCALES)[number]): z.input<typeof ZRoomsQuery> {
  return {
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    rooms: JSON.stringify(criteria.rooms),
    type: criteria.type,
    order: criteria.order,
    locale,
  };
}
