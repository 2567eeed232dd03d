import * as z from 'zod/mini';
import { ZAmount, ZIsoDate } from './common';

/** Rooms of one type on each night of a range: what the hotel sells and what is still free. */
export const ZRoomTypeInventory = z.object({
  room_type_code: z.string(),
  days: z.array(z.object({ date: ZIsoDate, rooms_total: z.int().check(z.nonnegative()), rooms_available: z.int().check(z.nonnegative()) })),
});

/**
 * One check-in day of the calendar: rooms free for a stay starting that day and the cheapest offer for the
 * searched rooms. closed: nothing is sold that day (no plan priced, or outside the calendar).
 */
export const ZDayAvailability = z.object({
  date: ZIsoDate,
  status: z.enum(['available', 'sold_out', 'closed']),
  available_rooms: z.int().check(z.nonnegative()),
  lowest_price: z.nullable(ZAmount),
  lowest_price_without_tax: z.nullable(ZAmount),
});
export type DayAvailability = z.infer<typeof ZDayAvailability>;
