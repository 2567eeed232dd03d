import * as z from 'zod/mini';
import { ZRoomTypeInventory } from '../entities/availability';
import { defineContract, ZNoBody } from './contract';
import { ZDateRangeQuery } from './date-range';
import { commaListParam, ZHotelIdParams } from './query-params';

export const getRoomsInventory = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/rooms/inventory',
  params: ZHotelIdParams,
  query: z.extend(ZDateRangeQuery, { room_type_codes: z.optional(commaListParam(z.string())) }),
  body: ZNoBody,
  response: z.object({ inventory: z.array(ZRoomTypeInventory) }),
  session: true,
});
