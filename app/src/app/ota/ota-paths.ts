import type { ReservationProof } from '#app/features/confirmation/api/get-reservation.ts';
import type { OtaHotelSearch } from '#app/features/ota-search/utils/hotel-search.ts';
import { bookingSelectionQuery, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { paths } from '../paths';
import { buildQuery } from '../routing/url-rewrites';

// The route table of the travel-agency (OTA) variant as data (document 1 section 2, "Routes, travel-agency
// variant"). Two kinds of route: the site's own pages, which need no hotel (`hotel: false`), and a hotel's booking
// pages, which run the standard startup for the hotel code in the path or the query. `screen: false` marks the
// spec's routes this app has no screen for yet: they are not registered, and their addresses go to the home page.

export function otaSearchQuery(search: OtaHotelSearch): Record<string, string | undefined> {
  return {
    checkin: search.checkin,
    checkout: search.checkout,
    adults: String(search.adults),
    rooms: String(search.rooms),
    keyword: search.keyword?.trim() || undefined,
  };
}

/** A hotel's room search for the site's search: several rooms travel as the results' rooms list. */
function hotelStayQuery(search: OtaHotelSearch): Record<string, string | undefined> {
  const room = { adults: search.adults, children: 0, kids_tiers: [] };
  return {
    checkin: search.checkin,
    checkout: search.checkout,
    adults: String(search.adults),
    rooms: search.rooms > 1 ? JSON.stringify(Array.from({ length: search.rooms }, () => room)) : undefined,
  };
}

type OtaRoute = { path: string; hotel: boolean; screen: boolean; build: (...args: never[]) => string };

export const otaPaths = {
  home: { path: '/', hotel: false, screen: true, build: () => '/' },
  test: { path: '/test', hotel: false, screen: false, build: () => '/test' },
  searchHotels: {
    path: '/search-hotels',
    hotel: false,
    screen: true,
    build: (search: OtaHotelSearch) => `/search-hotels${buildQuery(otaSearchQuery(search))}`,
  },
  /** A hotel's room search: the standard results screen for the hotel code in the path. */
  hotel: {
    path: '/hotels/:code',
    hotel: true,
    screen: true,
    build: (code: string, search?: OtaHotelSearch) =>
      `/hotels/${encodeURIComponent(code)}${buildQuery(search ? hotelStayQuery(search) : {})}`,
  },
  /** The rooms chosen on the hotel's page, confirmed before guest detail (ADR 252): the same query as guest detail's. */
  confirmReservation: {
    path: '/confirm-reservation',
    hotel: true,
    screen: true,
    build: (selection: BookingSelection) => `/confirm-reservation${buildQuery(bookingSelectionQuery(selection))}`,
  },
  guestDetail: { path: paths.guestDetail.path, hotel: true, screen: true, build: paths.guestDetail.build },
  /** The way to pay and the booking, after guest detail, with the same query (ADR 260). */
  payment: { path: '/reservation/payment', hotel: true, screen: true, build: () => '/reservation/payment' },
  confirmation: {
    path: paths.confirmation.path,
    hotel: true,
    screen: true,
    /** The variant's confirmation takes email and bypass_token only. */
    build: (confirmationNumber: string, { email, bypass_token }: ReservationProof) =>
      paths.confirmation.build(confirmationNumber, { email, bypass_token }),
  },
  reservationFail: { path: paths.reservationFail.path, hotel: true, screen: true, build: paths.reservationFail.build },
  /**
   * Not in the spec's list, but the card payment of guest detail comes back here from 3-D Secure, and the answer
   * rules send every variant to /503: both are part of the booking flow, not pages of their own.
   */
  threeDSecureReturn: { path: paths.threeDSecureReturn.path, hotel: true, screen: true, build: paths.threeDSecureReturn.build },
  serviceUnavailable: { path: paths.serviceUnavailable.path, hotel: false, screen: true, build: paths.serviceUnavailable.build },
} as const satisfies Record<string, OtaRoute>;

export type OtaRouteName = keyof typeof otaPaths;
