import { addDays, nightsBetween } from './nights';

// Stay plus flight (document 1 section 5, document 2 section 9.2; ADR 253): "Hotel plus flight is limited to 5
// rooms. Flight options apply only to specific check-in dates or a maximum stay length." and "Undated search is
// unavailable ... with flight plus rooms." and "Stay plus flight: at most 5 rooms, Japanese only." The app checks
// these before it offers flights; the server checks them again on the flight search and on the booking.

export const STAY_PLUS_FLIGHT = {
  maxRooms: 5,
  /** The only language the packages are sold in. */
  locale: 'ja',
  /** Flights are sold for departures from this many days ahead (the check-in dates flight options apply to)... */
  minLeadDays: 3,
  /** ...up to this many days ahead, the airlines' sale window. */
  maxLeadDays: 330,
  /** The longest stay a return flight is offered for. */
  maxNights: 14,
} as const;

export type StayPlusFlightIssue = 'undated' | 'dayUse' | 'tooManyRooms' | 'checkinNotOffered' | 'stayTooLong' | 'notJapanese';

export type PackageStay = {
  checkin?: string | null | undefined;
  checkout?: string | null | undefined;
  rooms: number;
  isDayUse?: boolean | undefined;
  locale: string;
};

/** The first and last check-in dates flight options apply to, from today (the site's date, Japan's). */
export function flightCheckinWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, STAY_PLUS_FLIGHT.minLeadDays), last: addDays(today, STAY_PLUS_FLIGHT.maxLeadDays) };
}

/** What keeps a stay from taking flights; empty when flights can be offered and booked with it. */
export function stayPlusFlightIssues(stay: PackageStay, today: string): StayPlusFlightIssue[] {
  const issues: StayPlusFlightIssue[] = [];
  if (stay.locale !== STAY_PLUS_FLIGHT.locale) issues.push('notJapanese');
  if (stay.rooms > STAY_PLUS_FLIGHT.maxRooms) issues.push('tooManyRooms');
  if (stay.isDayUse) issues.push('dayUse');
  const { checkin, checkout } = stay;
  if (!checkin || !checkout || checkout <= checkin) {
    issues.push('undated');
    return issues;
  }
  const window = flightCheckinWindow(today);
  if (checkin < window.first || checkin > window.last) issues.push('checkinNotOffered');
  if (nightsBetween(checkin, checkout) > STAY_PLUS_FLIGHT.maxNights) issues.push('stayTooLong');
  return issues;
}
