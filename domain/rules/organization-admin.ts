import { nightsBetween } from './nights';

/** Document 1 section 6: an organisation admin is an account whose role text contains "admin" (any case). */
export function isOrganizationAdminRole(role: string): boolean {
  return /admin/i.test(role);
}

/**
 * The report's "remaining nights" (document 1 section 3, ADR 231): the nights of a booking still to be stayed on the
 * hotel's clock, from today or from check-in if later, to check-out. A cancelled booking has none left; a stay
 * over by today has none; a stay not yet begun has all its nights.
 */
export function remainingNights(stay: { checkin_date: string; checkout_date: string; status: string }, hotelToday: string): number {
  if (stay.status === 'cancelled') return 0;
  return Math.max(0, nightsBetween(stay.checkin_date > hotelToday ? stay.checkin_date : hotelToday, stay.checkout_date));
}
