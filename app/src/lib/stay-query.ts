import { COUNTS } from '../../../domain/constants/limits';
import { DEFAULT_SORT_ORDER } from '../../../domain/constants/value-sets';
import { ZIsoDate, type IsoDate } from '../../../domain/entities/common';
import type { SearchCriteria } from '../../../domain/entities/search-criteria';
import type { BookingWidgetSettings } from '../../../domain/entities/settings';

// The stay travels in the address (document 1 section 2, search form parameters), so results and guest detail
// survive a reload and can be linked to. Results write it; guest detail reads it back with the chosen room.
export type Stay = { checkin: IsoDate; checkout: IsoDate; adults: number };
export type RoomSelection = Stay & { roomTypeCode: string; roomPlanCode: string };

export function maxAdultsPerRoom(settings: Pick<BookingWidgetSettings, 'max_guests_per_room'>): number {
  return settings.max_guests_per_room ?? COUNTS.defaultMaxGuestsPerRoom;
}

/** Each stay field of the query that is well formed; the caller decides what a missing one means. */
export function readStayQuery(query: URLSearchParams, maxAdults: number): Partial<Stay> {
  const stay: Partial<Stay> = {};
  const checkin = ZIsoDate.safeParse(query.get('checkin'));
  if (checkin.success) stay.checkin = checkin.data;
  const checkout = ZIsoDate.safeParse(query.get('checkout'));
  if (checkout.success) stay.checkout = checkout.data;
  const adultsText = query.get('adults') ?? '';
  const adults = Number(adultsText);
  if (/^\d+$/.test(adultsText) && adults >= 1 && adults <= maxAdults) stay.adults = adults;
  return stay;
}

export function readSelectionQuery(query: URLSearchParams, maxAdults: number): RoomSelection | null {
  const { checkin, checkout, adults } = readStayQuery(query, maxAdults);
  const roomTypeCode = query.get('room_type_code');
  const roomPlanCode = query.get('room_plan_code');
  if (!checkin || !checkout || adults === undefined || !roomTypeCode || !roomPlanCode) return null;
  if (checkout <= checkin) return null;
  return { checkin, checkout, adults, roomTypeCode, roomPlanCode };
}

export function stayQuery(stay: Stay): Record<string, string> {
  return { checkin: stay.checkin, checkout: stay.checkout, adults: String(stay.adults) };
}

export function selectionQuery(selection: RoomSelection): Record<string, string> {
  return {
    ...stayQuery(selection),
    room_type_code: selection.roomTypeCode,
    room_plan_code: selection.roomPlanCode,
  };
}

/** The search the API answers for a stay: one room, adults only (children and multi-room come later). */
export function stayCriteria(stay: Stay): SearchCriteria {
  return {
    checkin: stay.checkin,
    checkout: stay.checkout,
    rooms: [{ adults: stay.adults, children: 0, kids_tiers: [] }],
    type: 'rooms',
    order: DEFAULT_SORT_ORDER,
  };
}
