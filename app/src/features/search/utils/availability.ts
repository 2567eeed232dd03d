import type { RoomPlan, RoomResult } from '../../../../../domain/entities/room-result';

/** At or under this many free rooms the guest is told how many are left; above it, just that some are. */
export const FEW_ROOMS_LEFT = 5;

export type Availability = { kind: 'fully_booked' } | { kind: 'few_left'; count: number } | { kind: 'available' };

export function roomAvailability(room: Pick<RoomResult, 'room_count'>): Availability {
  if (room.room_count <= 0) return { kind: 'fully_booked' };
  if (room.room_count <= FEW_ROOMS_LEFT) return { kind: 'few_left', count: room.room_count };
  return { kind: 'available' };
}

/** A plan can be booked only while both its room type and its own allotment have a room left. */
export function isPlanBookable(room: Pick<RoomResult, 'room_count'>, plan: Pick<RoomPlan, 'plan_stock_count'>): boolean {
  return room.room_count > 0 && plan.plan_stock_count > 0;
}
