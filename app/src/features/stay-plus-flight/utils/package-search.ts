import * as z from 'zod/mini';
import { AIRPORT_CODES, type AirportCode } from '#domain/constants/airports.ts';
import { COUNTS } from '#domain/constants/limits.ts';
import { ZIsoDate, type IsoDate } from '#domain/entities/common.ts';
import { addDays } from '#domain/rules/nights.ts';
import { STAY_PLUS_FLIGHT, stayPlusFlightIssues } from '#domain/rules/stay-plus-flight.ts';
import { toFormDate, wholeParam, ZFormDate } from '#app/shared/stay-search/form-date.ts';

// The stay-plus-flight search (ADR 253): where the traveller flies from, the stay (always dated: there is no
// undated package search) and the guests, at most 5 rooms; then the hotel they choose, whose airport the flights
// go to. It lives in the address of /search-hotels under dynamic_package=flight.

export const PACKAGE_MARK = { key: 'dynamic_package', value: 'flight' } as const;
const DEFAULT_FROM: AirportCode = 'HND';

export type PackageSearch = { from: AirportCode; checkin: IsoDate; checkout: IsoDate; adults: number; rooms: number; hotelCode?: string };
/** What the form holds: dates as typed, YYYY/MM/DD (document 2 section 9.3). */
export type PackageDraft = { from: AirportCode; checkin: string; checkout: string; adults: number; rooms: number };

export function isPackageSearch(query: URLSearchParams): boolean {
  return query.get(PACKAGE_MARK.key) === PACKAGE_MARK.value;
}

/** Passengers: every guest of every room takes a seat. */
export function passengersOf(search: PackageSearch): number {
  return search.adults * search.rooms;
}

/** The search in the address; null unless it is a dated one flights can be offered for. */
export function readPackageSearch(query: URLSearchParams, today: IsoDate): PackageSearch | null {
  const checkin = ZIsoDate.safeParse(query.get('checkin'));
  const checkout = ZIsoDate.safeParse(query.get('checkout'));
  const from = AIRPORT_CODES.find((code) => code === query.get('from')) ?? DEFAULT_FROM;
  if (!checkin.success || !checkout.success) return null;
  const rooms = wholeParam(query.get('rooms'), 1, STAY_PLUS_FLIGHT.maxRooms) ?? COUNTS.defaultRoomCount;
  const stay = { checkin: checkin.data, checkout: checkout.data, rooms, locale: STAY_PLUS_FLIGHT.locale };
  if (stayPlusFlightIssues(stay, today).length > 0) return null;
  const hotelCode = query.get('hotel_code')?.trim();
  return {
    from,
    checkin: checkin.data,
    checkout: checkout.data,
    adults: wholeParam(query.get('adults'), 1, COUNTS.defaultMaxGuestsPerRoom) ?? COUNTS.defaultAdults,
    rooms,
    ...(hotelCode ? { hotelCode } : {}),
  };
}

export function packageSearchQuery(search: PackageSearch): Record<string, string | undefined> {
  return {
    [PACKAGE_MARK.key]: PACKAGE_MARK.value,
    from: search.from,
    checkin: search.checkin,
    checkout: search.checkout,
    adults: String(search.adults),
    rooms: String(search.rooms),
    hotel_code: search.hotelCode,
  };
}

/** The form's starting values: the search in the address, else the first check-in flights are sold for, one night. */
export function initialPackageDraft(search: PackageSearch | null, today: IsoDate): PackageDraft {
  const checkin = search?.checkin ?? addDays(today, STAY_PLUS_FLIGHT.minLeadDays);
  return {
    from: search?.from ?? DEFAULT_FROM,
    checkin: toFormDate(checkin),
    checkout: toFormDate(search?.checkout ?? addDays(checkin, 1)),
    adults: search?.adults ?? COUNTS.defaultAdults,
    rooms: search?.rooms ?? COUNTS.defaultRoomCount,
  };
}

/**
 * The search the form describes, or what is wrong with it (messages are the stay-plus-flight catalog's errors
 * keys): the package rules of domain/rules/stay-plus-flight.ts, each on the field that meets it.
 */
export function packageSearchSchema(today: IsoDate) {
  const breaks = (stay: { checkin: IsoDate; checkout: IsoDate; rooms: number }, issue: 'checkinNotOffered' | 'stayTooLong') =>
    stayPlusFlightIssues({ ...stay, locale: STAY_PLUS_FLIGHT.locale }, today).includes(issue);
  return z
    .object({
      from: z.enum(AIRPORT_CODES),
      checkin: ZFormDate,
      checkout: ZFormDate,
      adults: z.number().check(z.int(), z.minimum(1), z.maximum(COUNTS.defaultMaxGuestsPerRoom)),
      rooms: z.number().check(z.int(), z.minimum(1), z.maximum(STAY_PLUS_FLIGHT.maxRooms, 'tooManyRooms')),
    })
    .check(
      z.refine((stay) => stay.checkout > stay.checkin, { message: 'checkoutOrder', path: ['checkout'] }),
      z.refine((stay) => !breaks(stay, 'checkinNotOffered'), { message: 'checkinNotOffered', path: ['checkin'] }),
      z.refine((stay) => stay.checkout <= stay.checkin || !breaks(stay, 'stayTooLong'), { message: 'stayTooLong', path: ['checkout'] }),
    );
}
