import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { SEARCH_TYPES, SORT_ORDERS } from '../constants/value-sets';
import { ZIsoDate } from '../entities/common';
import { ZRoomsResponse } from '../entities/room-result';
import { ZSearchRoom, type SearchCriteria } from '../entities/search-criteria';
import { defineContract, ZNoBody } from './contract';

/** rooms travels as a JSON array in the query string, one entry per room searched. */
const ZRoomsParam = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // Zod Mini's transform context has no addIssue helper: the issue goes straight on the list.
        ctx.issues.push({ code: 'custom', message: 'rooms must be a JSON array', input: text });
        return z.NEVER;
      }
    }),
  ),
  z.array(ZSearchRoom).check(z.minLength(1), z.maxLength(10)),
);

export const ZRoomsQuery = z
  .object({
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    rooms: ZRoomsParam,
    type: z._default(z.enum(SEARCH_TYPES), 'rooms'),
    order: z._default(z.enum(SORT_ORDERS), 'price_low_to_high'),
    locale: z._default(z.enum(UI_LOCALES), 'ja'),
  })
  .check(z.refine((q) => q.checkout > q.checkin, { message: 'checkout must be after checkin', path: ['checkout'] }));

export const getRooms = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/rooms',
  params: z.object({ hotelId: z.coerce.number().check(z.int(), z.positive()) }),
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
