import { ZFlightId } from '#domain/entities/flight.ts';
import type { BookingSelection } from './booking-selection';

// Stay plus flight (ADR 253, 261): the flights chosen on the package page ride in the hotel page's address, so the
// results' kept search carries them through /confirm-reservation to guest detail, which books them with the rooms.

export const PACKAGE_FLIGHT_KEYS = { outbound: 'outbound_flight_id', back: 'return_flight_id' } as const;

export type PackageFlightIds = { outbound_flight_id: string; return_flight_id: string };

export function packageFlightsQuery(flights: PackageFlightIds): Record<string, string> {
  return { [PACKAGE_FLIGHT_KEYS.outbound]: flights.outbound_flight_id, [PACKAGE_FLIGHT_KEYS.back]: flights.return_flight_id };
}

/** The flights a booking carries, from its kept search; null for a booking without (or with unreadable) flights. */
export function packageFlightsOf(selection: Pick<BookingSelection, 'search'>): PackageFlightIds | null {
  const search = new URLSearchParams(selection.search ?? '');
  const outbound = ZFlightId.safeParse(search.get(PACKAGE_FLIGHT_KEYS.outbound));
  const back = ZFlightId.safeParse(search.get(PACKAGE_FLIGHT_KEYS.back));
  return outbound.success && back.success ? { outbound_flight_id: outbound.data, return_flight_id: back.data } : null;
}

/** Every guest of every room takes a seat. */
export function passengersOfSelection(selection: Pick<BookingSelection, 'rooms'>): number {
  return selection.rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
}

/**
 * The package page of the travel-agency site for this stay and hotel (/search-hotels?dynamic_package=flight, ADR
 * 253), where the guest chooses flights again: a page of the site's own, so it is opened by a page load.
 */
export function packageSearchHref(selection: Pick<BookingSelection, 'checkin' | 'checkout' | 'rooms'>, from: string, hotelCode: string): string {
  const query = new URLSearchParams({
    dynamic_package: 'flight',
    from,
    checkin: selection.checkin,
    checkout: selection.checkout,
    adults: String(selection.rooms[0]?.adults ?? 1),
    rooms: String(selection.rooms.length),
    hotel_code: hotelCode,
  });
  return `/search-hotels?${query.toString()}`;
}
