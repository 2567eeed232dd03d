import { OVERLAPPING_RESERVATION_TITLE } from '#domain/constants/error-codes.ts';
import type { ReservationOwner } from '#domain/rules/reservation-access.ts';
import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';

type StayDates = { checkin: string; checkout: string };

/** A day use holds its check-in day: as dates it runs to the next day, so it overlaps a night starting that day. */
function heldUntil(stay: StayDates): string {
  return stay.checkout > stay.checkin ? stay.checkout : addDays(stay.checkin, 1);
}

/**
 * Whether the same guest (the booker's e-mail, whatever its case, or the signed-in member) already holds a
 * reservation at this hotel whose dates overlap this stay. Cancelled reservations hold nothing; one waiting for its
 * card check does. Checking out on the day another checks in is no overlap.
 */
function holdsOverlappingReservation(
  db: Database,
  hotelId: number,
  guest: { email: string; owner: ReservationOwner | undefined },
  stay: StayDates,
): boolean {
  const memberId = guest.owner?.kind === 'member' ? guest.owner.member_id : null;
  const row = db
    .prepare<[number, string, number | null, string, string], { found: number }>(
      `SELECT EXISTS (
         SELECT 1 FROM reservations
         WHERE hotel_id = ? AND status <> 'cancelled'
           AND (lower(email) = ? OR (owner_kind = 'member' AND owner_member_id = ?))
           AND checkin_date < ?
           AND (CASE WHEN checkout_date > checkin_date THEN checkout_date ELSE date(checkin_date, '+1 day') END) > ?
       ) AS found`,
    )
    .get(hotelId, guest.email.trim().toLowerCase(), memberId, heldUntil(stay), stay.checkin);
  return row?.found === 1;
}

/** Refuses a booking overlapping the guest's own, for a client that asked to be warned (document 2 section 8.3). */
export function assertNoOverlap(db: Database, hotelId: number, guest: { email: string; owner: ReservationOwner | undefined }, stay: StayDates): void {
  if (!holdsOverlappingReservation(db, hotelId, guest, stay)) return;
  throw new ApiError(409, OVERLAPPING_RESERVATION_TITLE, 'You already have a reservation at this hotel for overlapping dates.');
}
