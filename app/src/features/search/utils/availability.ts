import type { RoomPlan, RoomResult } from '#domain/entities/room-result.ts';
import { availabilityDisplay, bookableCount, type AvailabilityDisplay } from '#domain/rules/availability-threshold.ts';

/**
 * The hotel's N of "N or more / N or fewer" (document 2 section 9.2). The settings carry no value for it, so the
 * app uses one: at 5 or fewer rooms the exact count is shown.
 */
export const AVAILABILITY_THRESHOLD = 5;

export function roomAvailability(room: Pick<RoomResult, 'room_count'>): AvailabilityDisplay {
  return availabilityDisplay(room.room_count, AVAILABILITY_THRESHOLD);
}

/** A plan can be booked for the searched rooms only while its stock, sale limit and room type all allow it. */
export function isPlanBookable(room: Pick<RoomResult, 'room_count'>, plan: Pick<RoomPlan, 'plan_stock_count' | 'sale_limit'>, roomsWanted: number): boolean {
  return bookableCount(room.room_count, plan) >= Math.max(1, roomsWanted);
}
