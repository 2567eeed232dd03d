import { SEARCH_MODES } from '#domain/constants/value-sets.ts';
import type { SearchMode } from '#domain/rules/search-mode.ts';
import { bookedRoomsParam, readBookedRooms, type BookedRoom } from './booked-rooms';
import { readStayQuery, stayQuery, type Stay } from './stay-query';

/**
 * The rooms a guest chose to book, one per searched room in room order, for one stay; and whether they were found
 * by a day-use search. A day use keeps the results' stay (check-in and the day after) in the address, but is
 * priced and booked for the check-in day alone. adults is the first room's; with the rooms' guests it is the way
 * back to the same search.
 * Omitted isDayUse means an overnight stay. `search` is the results' own query (rooms, filters, order, view, day
 * use...), so the way back from guest detail returns to the very same search.
 */
export type BookingSelection = Omit<Stay, 'rooms'> & { rooms: BookedRoom[]; isDayUse?: boolean; search?: string };

/** Keys the in-app links add themselves (lib/hotel-link.ts): the kept search leaves them out. */
const LINK_KEYS = ['hotel_code', 'locale', 'tripla_preview', 'maintenance_mode'];
/** Longer than any search the results write; a longer one is not kept. */
const MAX_SEARCH_LENGTH = 2_000;

/** The results' query as the way back keeps it: without the keys every in-app link adds again. */
export function resultsSearch(query: URLSearchParams): string | undefined {
  const kept = new URLSearchParams(query);
  for (const key of LINK_KEYS) kept.delete(key);
  const text = kept.toString();
  return text === '' || text.length > MAX_SEARCH_LENGTH ? undefined : text;
}

export function bookingSelectionQuery(selection: BookingSelection): Record<string, string> {
  return {
    // The rooms travel once, as selections (the stay's own rooms parameter is for the results).
    ...stayQuery({ checkin: selection.checkin, checkout: selection.checkout, adults: selection.adults }),
    selections: bookedRoomsParam(selection.rooms),
    ...(selection.isDayUse ? { is_day_use: 'true' } : {}),
    ...(selection.search ? { search: selection.search } : {}),
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
  const search = resultsSearch(new URLSearchParams(query.get('search') ?? ''));
  return { checkin, checkout, adults: first.adults, rooms, isDayUse: query.get('is_day_use') === 'true', ...(search ? { search } : {}) };
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

/**
 * The search terms the rooms were offered under (secret or voucher mode, a promo code), from the kept search: the
 * price call and the booking send them, as the server opens secret and promo plans only under them (ADR 193).
 */
export function planTerms(selection: BookingSelection): { mode?: SearchMode; promo_code?: string } {
  const search = new URLSearchParams(selection.search ?? '');
  const mode = SEARCH_MODES.find((candidate) => candidate === search.get('mode'));
  const promoCode = search.get('promo_code')?.trim();
  return { ...(mode ? { mode } : {}), ...(promoCode ? { promo_code: promoCode } : {}) };
}
