import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '../../../../../domain/constants/locales';
import { getRooms, toRoomsQuery } from '../../../../../domain/contracts/rooms';
import type { RoomPlan, RoomResult, RoomsResponse } from '../../../../../domain/entities/room-result';
import { callApi } from '../../../lib/api-client';
import { roomKeys } from '../../../lib/query-keys';
import { stayCriteria, type RoomSelection } from '../../../lib/stay-query';
import type { BookingSelection } from '../utils/booking-selection';

export type SelectedPlan = { room: RoomResult; plan: RoomPlan };

/** The chosen room and plan in a rooms answer; null when it no longer offers them or has none of them left. */
export function findSelectedPlan(rooms: RoomsResponse, selection: RoomSelection): SelectedPlan | null {
  const room = rooms.rooms.find((candidate) => candidate.room_type_code === selection.roomTypeCode);
  const plan = room?.room_plan.find((candidate) => candidate.room_plan_code === selection.roomPlanCode);
  if (!room || !plan || room.room_count < 1 || plan.plan_stock_count < 1) return null;
  return { room, plan };
}

/**
 * The same search the results made (same key, so a visit from the results reuses its answer), narrowed to the
 * chosen room and plan: guest detail shows them and their current price.
 */
export function selectedPlanQueryOptions(hotelId: number, selection: BookingSelection, locale: UiLocale) {
  const overnight = toRoomsQuery(stayCriteria(selection), locale);
  const { checkout: _checkout, ...checkinOnly } = overnight;
  // Day-use plans are offered only to a day-use search, for the check-in day alone (as the results asked).
  const query = selection.isDayUse ? { ...checkinOnly, is_day_use: 'true' as const } : overnight;
  return queryOptions({
    queryKey: roomKeys.search(hotelId, query),
    queryFn: ({ signal }) => callApi(getRooms, { params: { hotelId }, query, signal }),
    select: (rooms) => findSelectedPlan(rooms, selection),
  });
}
