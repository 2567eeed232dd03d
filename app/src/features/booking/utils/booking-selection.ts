import { bookedRoomsParam, readBookedRooms, type BookedRoom } from '../../../lib/booked-rooms';
import { readStayQuery, stayQuery, type Stay } from '../../../lib/stay-query';

/**
 * The rooms a guest chose to book, one per searched room in room order, for one stay; and whether they were found
 * by a day-use search. A day use keeps the results' stay (check-in and the day after) in the address, but is
 * priced and booked for the check-in day alone. adults is the first room's; with the rooms' guests it is the way
 * back to the same search.
 * Omitted isDayUse means an overnight stay.
 */
export type BookingSelection = Omit<Stay, 'rooms'> & { rooms: BookedRoom[]; isDayUse?: boolean };

export function bookingSelectionQuery(selection: BookingSelection): Record<string, string> {
  return {
    // The rooms travel once, as selections (the stay's own rooms parameter is for the results).
    ...stayQuery({ checkin: selection.checkin, checkout: selection.checkout, adults: selection.adults }),
    selections: bookedRoomsParam(selection.rooms),
    ...(selection.isDayUse ? { is_day_use: 'true' } : {}),
  };
}

/**
 * The selection of a guest detail address. Links from before multi-room (and hotels' own) name one room with
 * room_type_code and room_plan_code and the adults; they read as that one room without children.
 */
export function readBookingSelection(query: URLSearchParams, maxAdults: number): BookingSelection | null {
  const { checkin, checkout, adults } = readStayQuery(query, maxAdults);
  if (!checkin || !checkout || checkout <= checkin) return null;
  const rooms = query.has('selections') ? readBookedRooms(query.get('selections'), maxAdults) : singleRoom(query, adults);
  const first = rooms?.[0];
  if (!rooms || !first) return null;
  return { checkin, checkout, adults: first.adults, rooms, isDayUse: query.get('is_day_use') === 'true' };
}

function singleRoom(query: URLSearchParams, adults: number | undefined): BookedRoom[] | null {
  const roomTypeCode = query.get('room_type_code');
  const roomPlanCode = query.get('room_plan_code');
  if (!roomTypeCode || !roomPlanCode || adults === undefined) return null;
  return [{ room_type_code: roomTypeCode, room_plan_code: roomPlanCode, adults, children: 0, kids_tiers: [] }];
}

/** The last day the booking occupies: the check-in day for a day use, otherwise the check-out. */
export function bookedCheckout(selection: BookingSelection): Stay['checkout'] {
  return selection.isDayUse ? selection.checkin : selection.checkout;
}
