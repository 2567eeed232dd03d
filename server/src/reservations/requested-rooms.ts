import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { findRoomPlan, findRoomType, type RoomPlanRow, type RoomTypeRow } from '../rooms/offer-rows';
import { planFitsOccupancy, planSellsDayUse, planSellsStay } from '../rooms/plan-rules';
import type { Stay } from '../stays/stay';

export type RequestedRoom = {
  request: CreateReservationRequest['rooms'][number];
  roomType: RoomTypeRow;
  plan: RoomPlanRow;
};

/**
 * Resolves each requested room to its room type and plan and checks the rules a search would have
 * applied, so a hand-made request cannot book what the results would never offer.
 */
export function resolveRequestedRooms(
  db: Database,
  hotel: HotelRow,
  body: CreateReservationRequest,
  stay: Stay,
  today: string,
): RequestedRoom[] {
  const rooms = body.rooms.map((request, i): RequestedRoom => {
    const field = `rooms.${i}`;
    const roomType = findRoomType(db, hotel.id, request.room_type_code);
    if (!roomType) {
      throw invalidRequest('This room type does not exist at this hotel.', {
        [`${field}.room_type_code`]: [{ error: 'unknown room type' }],
      });
    }
    const plan = findRoomPlan(db, hotel.id, request.room_plan_code);
    if (!plan || plan.room_type_id !== roomType.id) {
      throw invalidRequest('This plan is not offered on this room type.', {
        [`${field}.room_plan_code`]: [{ error: 'unknown plan for this room type' }],
      });
    }
    const sells = body.is_day_use === true ? planSellsDayUse(plan, stay.checkin, today) : planSellsStay(plan, stay, today);
    if (!sells) {
      throw invalidRequest('This plan cannot be booked for these dates.', {
        [`${field}.room_plan_code`]: [{ error: 'plan not available for this stay' }],
      });
    }
    if (!planFitsOccupancy(hotel, roomType, plan, request)) {
      throw invalidRequest('This room and plan do not take this number of guests.', {
        [`${field}.adults`]: [{ error: 'occupancy not allowed' }],
      });
    }
    return { request, roomType, plan };
  });

  for (const [planId, count] of countBy(rooms, (room) => room.plan.id)) {
    const plan = rooms.find((room) => room.plan.id === planId)?.plan;
    if (plan && count > plan.sale_limit) {
      throw invalidRequest(`At most ${plan.sale_limit} rooms of this plan can be booked at once.`, {
        rooms: [{ error: `at most ${plan.sale_limit} rooms of ${plan.code}` }],
      });
    }
  }
  return rooms;
}

export function countBy<T>(items: readonly T[], key: (item: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
