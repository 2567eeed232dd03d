import { COUNTS } from '#domain/constants/limits.ts';
import { ZIsoDate, type IsoDate } from '#domain/entities/common.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';

// The stay travels in the address (document 1 section 2, search form parameters), so results and guest detail
// survive a reload and can be linked to. Results write it; guest detail reads it back with the chosen rooms
// (lib/booked-rooms.ts).
export type Stay = {
  checkin: IsoDate;
  checkout: IsoDate;
  adults: number;
  /** Each searched room's guests, when the stay came from a search of several rooms (or with children). */
  rooms?: readonly StayRoom[];
};

/** A searched room as the results' address carries it (`rooms`, and `kids_ages` for hotels that ask ages). */
export type StayRoom = {
  adults: number;
  children: number;
  kids_tiers: readonly { code: string; children: number }[];
  kids_ages?: readonly number[];
};

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

export function stayQuery(stay: Stay): Record<string, string> {
  const query: Record<string, string> = { checkin: stay.checkin, checkout: stay.checkout, adults: String(stay.adults) };
  if (stay.rooms && stay.rooms.length > 0) {
    query.rooms = JSON.stringify(stay.rooms.map(({ adults, children, kids_tiers }) => ({ adults, children, kids_tiers })));
    if (stay.rooms.some((room) => room.kids_ages && room.kids_ages.length > 0)) {
      query.kids_ages = JSON.stringify(stay.rooms.map((room) => room.kids_ages ?? []));
    }
  }
  return query;
}
