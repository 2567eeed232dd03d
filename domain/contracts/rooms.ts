import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { UI_LOCALES } from '../constants/locales';
import { SEARCH_MODES, SEARCH_TYPES, SORT_ORDERS } from '../constants/value-sets';
import { ZIsoDate } from '../entities/common';
import { ZRoomsResponse } from '../entities/room-result';
import { ZSearchRoom, type SearchCriteria } from '../entities/search-criteria';
import { ROOM_SEARCH_FILTERS } from '../rules/room-filters';
import { defineContract, ZNoBody } from './contract';
import { commaListParam, jsonParam, ZBooleanParam, ZHotelIdParams } from './query-params';

/** The longest undated search: nights of one stay, looked for over the next days (see ADR 030). */
export const UNDATED_MAX_NIGHTS = 14;
/** Ages a guest may give for a child; older guests are adults. */
export const MAX_CHILD_AGE = 17;

/** rooms travels as a JSON array in the query string, one entry per room searched. */
const ZRoomsParam = jsonParam(z.array(ZSearchRoom).check(z.minLength(1), z.maxLength(10)), 'rooms must be a JSON array');

/** kids_ages: one list per searched room of each child's age at check-out, as JSON (`[[4,9],[]]`). */
export const ZKidsAgesParam = jsonParam(
  z.array(z.array(z.int().check(z.minimum(0), z.maximum(MAX_CHILD_AGE)))),
  'kids_ages must be a JSON array of arrays',
);

export const ZRoomsQuery = z
  .object({
    /** Required unless the search is undated. */
    checkin: z.optional(ZIsoDate),
    /** Required for an overnight dated search; a day-use search uses the check-in day alone. */
    checkout: z.optional(ZIsoDate),
    rooms: ZRoomsParam,
    type: z._default(z.enum(SEARCH_TYPES), 'rooms'),
    order: z._default(z.enum(SORT_ORDERS), 'price_low_to_high'),
    locale: z._default(z.enum(UI_LOCALES), 'ja'),
    kids_ages: z.optional(ZKidsAgesParam),
    is_day_use: z._default(ZBooleanParam, false),
    search_type: z._default(z.enum(['dated', 'undated']), 'dated'),
    nights: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(UNDATED_MAX_NIGHTS)), 1),
    room_type_codes: z.optional(commaListParam(z.string())),
    hotel_plan_codes: z.optional(commaListParam(z.string())),
    mode: z.optional(z.enum(SEARCH_MODES)),
    promo_code: z.optional(z.string().check(z.maxLength(64))),
    coupon_code: z.optional(z.string().check(z.maxLength(64))),
    /** A voucher of the signed-in member (with mode voucher): checked for the stay before the voucher plans are listed. */
    voucher_coupon_code: z.optional(z.string().check(z.maxLength(64))),
    filter: z.optional(commaListParam(z.enum(ROOM_SEARCH_FILTERS))),
    /** Absent keeps sold-out room types with room_count 0 (as before); false drops them and plans without stock. */
    is_including_occupied: z.optional(ZBooleanParam),
    /** The currency the guest chose: the answer adds its mcp_ amounts when the hotel offers multi-currency. */
    mcp_currency: z.optional(z.enum(CURRENCY_CODES)),
  })
  .check(
    z.refine((q) => q.search_type === 'undated' || q.checkin !== undefined, {
      message: 'checkin is required for a dated search',
      path: ['checkin'],
    }),
    z.refine(
      (q) =>
        q.search_type === 'undated' ||
        q.is_day_use ||
        (q.checkin !== undefined && q.checkout !== undefined && q.checkout > q.checkin),
      { message: 'checkout must be after checkin', path: ['checkout'] },
    ),
    z.refine((q) => q.kids_ages === undefined || q.kids_ages.length === q.rooms.length, {
      message: 'kids_ages needs one list per room',
      path: ['kids_ages'],
    }),
    z.refine((q) => q.kids_ages === undefined || q.kids_ages.every((ages, i) => ages.length === q.rooms[i]?.children), {
      message: "each room's ages must match its children",
      path: ['kids_ages'],
    }),
    z.refine((q) => q.rooms.every((room) => room.kids_tiers.reduce((sum, tier) => sum + tier.children, 0) <= room.children), {
      message: "kids tiers cannot hold more children than the room's",
      path: ['rooms'],
    }),
  );
export type RoomsQuery = z.output<typeof ZRoomsQuery>;

export const getRooms = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/rooms',
  params: ZHotelIdParams,
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
