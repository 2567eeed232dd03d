import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { DEFAULT_SORT_ORDER } from '#domain/constants/value-sets.ts';
import { getRooms, toRoomsQuery } from '#domain/contracts/rooms.ts';
import type { RoomPlan, RoomResult, RoomsResponse } from '#domain/entities/room-result.ts';
import { bookableCount } from '#domain/rules/availability-threshold.ts';
import { callApi } from '#app/api/api-client.ts';
import type { BookedRoom } from '#app/shared/stay/booked-rooms.ts';
import { roomKeys } from '#app/api/query-keys.ts';
import type { BookingSelection } from '#app/shared/stay/booking-selection.ts';

export type SelectedPlan = { room: RoomResult; plan: RoomPlan };

/** A room's chosen room type and plan in a rooms answer for its guests; null when the answer no longer offers them. */
export function findSelectedPlan(rooms: RoomsResponse, booked: Pick<BookedRoom, 'room_type_code' | 'room_plan_code'>): SelectedPlan | null {
  const room = rooms.rooms.find((candidate) => candidate.room_type_code === booked.room_type_code);
  const plan = room?.room_plan.find((candidate) => candidate.room_plan_code === booked.room_plan_code);
  return room && plan ? { room, plan } : null;
}

/**
 * Every room's choice, or null when one is no longer offered or there are not enough left: rooms of one type
 * count together against its free rooms, and rooms of one plan against its sale limit and stock.
 */
export function availableSelectedPlans(chosen: readonly (SelectedPlan | null)[]): SelectedPlan[] | null {
  if (chosen.some((choice) => choice === null)) return null;
  const plans = chosen as SelectedPlan[];
  const count = (key: (choice: SelectedPlan) => string, value: string) => plans.filter((choice) => key(choice) === value).length;
  const enough = plans.every(
    ({ room, plan }) =>
      count((choice) => choice.room.room_type_code, room.room_type_code) <= room.room_count &&
      count((choice) => choice.plan.room_plan_code, plan.room_plan_code) <= bookableCount(Number.MAX_SAFE_INTEGER, plan),
  );
  return enough ? plans : null;
}

/**
 * The search for one booked room's guests, narrowed to its room and plan: guest detail shows them and checks they
 * are still offered. Rooms with the same guests ask the same question, so they share one request.
 */
export function selectedPlanQueryOptions(hotelId: number, selection: BookingSelection, booked: BookedRoom, locale: UiLocale) {
  const overnight = toRoomsQuery(
    {
      checkin: selection.checkin,
      checkout: selection.checkout,
      rooms: [{ adults: booked.adults, children: booked.children, kids_tiers: booked.kids_tiers }],
      type: 'rooms',
      order: DEFAULT_SORT_ORDER,
    },
    locale,
  );
  const withAges = booked.kids_ages ? { ...overnight, kids_ages: JSON.stringify([booked.kids_ages]) } : overnight;
  const { checkout: _checkout, ...checkinOnly } = withAges;
  // Day-use plans are offered only to a day-use search, for the check-in day alone (as the results asked).
  const query = selection.isDayUse ? { ...checkinOnly, is_day_use: 'true' as const } : withAges;
  return queryOptions({
    queryKey: roomKeys.search(hotelId, query),
    queryFn: ({ signal }) => callApi(getRooms, { params: { hotelId }, query, signal }),
    select: (rooms) => findSelectedPlan(rooms, booked),
  });
}
