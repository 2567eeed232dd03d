import * as z from 'zod/mini';
import { ZDayAvailability } from '../entities/availability';
import { ZSearchRoom } from '../entities/search-criteria';
import { defineContract, ZNoBody } from './contract';
import { ZDateRangeQuery } from './date-range';
import { jsonParam, ZBooleanParam, ZHotelIdParams } from './query-params';
import { UNDATED_MAX_NIGHTS } from './rooms';

/**
 * Each day of from..to as a check-in for `nights` nights (day use: that day alone), for the searched rooms
 * (default one room for two adults).
 */
export const getRoomsAvailability = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/rooms/availability',
  params: ZHotelIdParams,
  query: z.extend(ZDateRangeQuery, {
    rooms: z.optional(jsonParam(z.array(ZSearchRoom).check(z.minLength(1), z.maxLength(10)), 'rooms must be a JSON array')),
    nights: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(UNDATED_MAX_NIGHTS)), 1),
    is_day_use: z._default(ZBooleanParam, false),
  }),
  body: ZNoBody,
  response: z.object({ days: z.array(ZDayAvailability) }),
  session: true,
});
