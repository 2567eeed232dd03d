import type { UiLocale } from '#domain/constants/locales.ts';
import type { CancellationPolicy } from '#domain/entities/cancellation-policy.ts';
import type { ReservationManagement } from '#domain/entities/reservation-management.ts';
import {
  cancelBlockReason,
  localDateTimeIn,
  reservationCancellationFee,
  updateBlockReason,
  updateDeadline,
  type ManageBlockReason,
  type ManageFacts,
} from '#domain/rules/reservation-management.ts';
import { findCancellationPolicy } from '../cancellation/cancellation-policies';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { ManagedReservation } from './managed-reservation';

type RoomPolicyRow = { id: number; room_plan_code: string; total_price: number; policy_id: number | null };

const BLOCK_MESSAGES: Record<ManageBlockReason, string> = {
  reservation_not_active: 'This reservation is not active, so it cannot be changed or cancelled.',
  modified_by_staff: 'The hotel has edited this reservation. Please contact the hotel to change or cancel it.',
  travel_agency_booking: 'This reservation was made through a travel agency. Please change or cancel it through the agency.',
  day_of_stay: 'Reservations cannot be changed or cancelled online on the day of stay. Please contact the hotel.',
  stay_over: 'This stay is over, so the reservation can no longer be changed or cancelled.',
  update_deadline_passed: 'The deadline for changing or cancelling this reservation online has passed. Please contact the hotel.',
};

export function blocked(reason: ManageBlockReason): ApiError {
  return new ApiError(409, reason, BLOCK_MESSAGES[reason]);
}

/** Each booked room with its plan's cancellation policy, in the reservation's locale. */
function roomPolicies(db: Database, { row }: ManagedReservation): { room: RoomPolicyRow; policy: CancellationPolicy | null }[] {
  const rooms = db
    .prepare<[number], RoomPolicyRow>(`
      SELECT rr.id, rp.code AS room_plan_code, rr.total_price, p.cancellation_policy_id AS policy_id
      FROM reservation_rooms rr JOIN room_plans rp ON rp.id = rr.room_plan_id JOIN plans p ON p.id = rp.plan_id
      WHERE rr.reservation_id = ? ORDER BY rr.id`)
    .all(row.id);
  return rooms.map((room) => ({
    room,
    policy: room.policy_id === null ? null : findCancellationPolicy(db, row.hotel_id, room.policy_id, row.locale as UiLocale),
  }));
}

/** The management answer: what is allowed at `now` (hotel-local), why not, and the fee a cancellation costs now. */
export function managementState(db: Database, managed: ManagedReservation, now: Date): ReservationManagement {
  const { row, hotel } = managed;
  const rooms = roomPolicies(db, managed);
  const facts: ManageFacts = {
    status: row.status,
    booking_method: row.booking_method,
    modified_by_staff: row.modified_by_staff === 1,
    checkin: row.checkin_date,
    checkout: row.checkout_date,
    policies: rooms.map((room) => room.policy),
  };
  const at = localDateTimeIn(hotel.time_zone, now);
  const fee = reservationCancellationFee(
    rooms.map(({ room, policy }) => ({ total_price: room.total_price, policy })),
    row.checkin_date,
    at,
  );
  const updateReason = updateBlockReason(facts, at) ?? null;
  const cancelReason = cancelBlockReason(facts, at) ?? null;
  return {
    reservation_number: row.reservation_number,
    owner_kind: row.owner_kind,
    modified_by_staff: row.modified_by_staff === 1,
    update_deadline: updateDeadline(row.checkin_date, facts.policies),
    update: { allowed: updateReason === null, reason: updateReason },
    cancel: {
      allowed: cancelReason === null,
      reason: cancelReason,
      fee: fee.fee,
      currency: row.currency,
      computed_at: at,
      rooms: rooms.map(({ room, policy }, i) => ({
        id: room.id,
        room_plan_code: room.room_plan_code,
        total_price: room.total_price,
        percentage: fee.rooms[i]?.percentage ?? 0,
        fee: fee.rooms[i]?.fee ?? 0,
        policy,
      })),
    },
  };
}

/** Refuses (409, the reason as title) a change the rules block at `now`. */
export function assertUpdatable(db: Database, managed: ManagedReservation, now: Date): ReservationManagement {
  const state = managementState(db, managed, now);
  if (state.update.reason) throw blocked(state.update.reason);
  return state;
}
