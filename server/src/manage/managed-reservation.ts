import type { Context } from 'hono';
import { accessRefusal, type AccessRefusal, type ReservationOwner } from '#domain/rules/reservation-access.ts';
import type { Database } from '../db/open-database';
import { ApiError, notFound } from '../http/api-error';
import { hotelForSession } from '../hotels/hotel-for-session';
import { findHotelById, type HotelRow } from '../hotels/hotel-row';
import { requesterFor } from '../members/signed-in';
import { matchesDigest, sha256Hex } from '../security/digest';
import type { ClientSession } from '../sessions/client-sessions';

/** The columns the management rules read. */
export type ManagedRow = {
  id: number;
  hotel_id: number;
  reservation_number: string;
  bypass_token: string;
  email: string;
  status: string;
  booking_method: string;
  payment_type: string;
  locale: string;
  currency: string;
  checkin_date: string;
  checkout_date: string;
  total_price: number;
  modified_by_staff: number;
  owner_kind: 'guest' | 'member' | 'organization';
  owner_member_id: number | null;
  owner_organization_id: number | null;
};

export type ManagedReservation = { row: ManagedRow; hotel: HotelRow };

export type ManageRequest = {
  hotelId: number;
  rid: string;
  proof: { bypass_token?: string | undefined; email?: string | undefined };
  session: ClientSession | undefined;
  context: Context;
  /** The request's time: a member session is checked against it. */
  now: Date;
};

export function readManagedRow(db: Database, id: number): ManagedRow {
  const row = db.prepare<[number], ManagedRow>('SELECT * FROM reservations WHERE id = ?').get(id);
  if (!row) throw new Error(`reservation ${id} vanished`);
  return row;
}

/**
 * The reservation a management call addresses, once the caller has proven it (bypass token or email) and may act
 * on it (document 1 section 6). The number is looked up across the session's brand so that a reservation of
 * another facility is refused as such (wrong_facility) rather than reported missing.
 */
export function managedReservation(db: Database, { hotelId, rid, proof, session, context, now }: ManageRequest): ManagedReservation {
  const { row, brandId } = reservationInBrand(db, hotelId, rid, session);
  // The same 404 whether the number is unknown or the proof is wrong, so numbers cannot be probed.
  if (!row || !proves(row, proof)) throw notFound('No reservation matches these details.');
  const refusal = accessRefusal(ownerOf(row), requesterFor(db, context, brandId, now), { reserved_hotel_id: row.hotel_id, page_hotel_id: hotelId });
  if (refusal) throw accessRefused(refusal);
  return { row, hotel: hotelOf(db, row) };
}

/**
 * The reservation with this number among the session's brand's hotels (any of them, so that one of another
 * facility is refused as such rather than reported missing), and the brand the requester is checked against.
 */
export function reservationInBrand(db: Database, hotelId: number, rid: string, session: ClientSession | undefined): { row: ManagedRow | undefined; brandId: number } {
  const { session: brandSession } = hotelForSession(db, hotelId, session);
  const found = db
    .prepare<[string, number], { id: number }>(
      'SELECT r.id FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE r.reservation_number = ? AND h.brand_id = ?',
    )
    .get(rid, brandSession.brandId);
  return { row: found === undefined ? undefined : readManagedRow(db, found.id), brandId: brandSession.brandId };
}

export function hotelOf(db: Database, row: ManagedRow): HotelRow {
  const hotel = findHotelById(db, row.hotel_id);
  if (!hotel) throw new Error(`hotel ${row.hotel_id} of reservation ${row.id} vanished`);
  return hotel;
}

export function accessRefused(refusal: AccessRefusal): ApiError {
  return new ApiError(403, refusal, REFUSAL_MESSAGES[refusal]);
}

export function proves(row: Pick<ManagedRow, 'bypass_token' | 'email'>, proof: ManageRequest['proof']): boolean {
  if (!proof.bypass_token && !proof.email) return false;
  return (
    (!proof.bypass_token || matchesDigest(proof.bypass_token, sha256Hex(row.bypass_token))) &&
    (!proof.email || proof.email.trim().toLowerCase() === row.email.toLowerCase())
  );
}

export function ownerOf(row: ManagedRow): ReservationOwner {
  if (row.owner_kind === 'member' && row.owner_member_id !== null) return { kind: 'member', member_id: row.owner_member_id };
  if (row.owner_kind === 'organization' && row.owner_organization_id !== null) {
    return { kind: 'organization', organization_id: row.owner_organization_id };
  }
  return { kind: 'guest' };
}

const REFUSAL_MESSAGES: Record<AccessRefusal, string> = {
  sign_out_required: 'This reservation was made without signing in. Please sign out to change or cancel it.',
  member_sign_in_required: 'Please sign in as the member who made this reservation.',
  wrong_member: 'This reservation belongs to another member account.',
  organization_sign_in_required: 'Please sign in with the corporate account that made this reservation.',
  wrong_organization: 'This reservation belongs to another organisation.',
  wrong_facility: "Please open this reservation from the reserved facility's page.",
};
