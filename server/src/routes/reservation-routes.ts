import type { Context } from 'hono';
import { createReservation, getReservation, getReservationAttempt, REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZIdempotencyKey } from '#domain/contracts/reservations.ts';
import { invalidRequest, notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { createReservation as bookReservation } from '../reservations/create-reservation';
import { findAttempt } from '../reservations/idempotency';
import { findReservationId, loadReservation } from '../reservations/reservation-view';
import { matchesDigest, sha256Hex } from '../security/digest';
import { requesterFor, reservationOwnerFor } from '../members/signed-in';
import { visitorLabelsFor } from '../questions/visitor-labels';
import type { RouteDeps } from './route-deps';

/** The attempt's key: refused before anything executes when missing or not a random UUID (it is a read proof). */
export function idempotencyKeyOf(context: Context): string {
  const key = ZIdempotencyKey.safeParse(context.req.header(REQUEST_HEADERS.idempotencyKey)?.trim());
  if (!key.success) {
    throw invalidRequest(`The ${REQUEST_HEADERS.idempotencyKey} header is required and must be a random UUID (version 4).`, {
      [REQUEST_HEADERS.idempotencyKey]: [{ error: 'required' }],
    });
  }
  return key.data;
}

/** appOrigins: the app's origins, where a 3-D Secure challenge may send the guest back to. */
export function mountReservationRoutes(mount: MountContract, { db, now }: RouteDeps, appOrigins: readonly string[] = []): void {
  mount(createReservation, ({ params, body, session: maybeSession, context }) => {
    const { hotel, session } = hotelForSession(db, params.hotelId, maybeSession);
    const key = idempotencyKeyOf(context);
    const at = now();
    const owner = reservationOwnerFor(db, context, session.brandId, at);
    const visitorLabels = visitorLabelsFor(db, context, session.brandId, at);
    // Member-only plans need a member or organisation session of the brand, as on the price call (ADR 193).
    const planAccess = { mode: body.mode, promo_code: body.promo_code, signedIn: requesterFor(db, context, session.brandId, at).signed_in };
    const { reservationId, replayed } = bookReservation(db, { hotel, session, idempotencyKey: key, body, now: at, appOrigins, owner, visitorLabels, planAccess });
    const reservation = loadReservation(db, reservationId, new URL(context.req.url).origin);
    if (!reservation) throw new Error(`reservation ${reservationId} vanished after booking`);
    return { status: replayed ? 200 : 201, body: reservation };
  });

  // Any session of the brand may ask (a renewed session of the same browser above all); the key is the proof.
  mount(getReservationAttempt, ({ params, session: maybeSession, context }) => {
    const { hotel, session } = hotelForSession(db, params.hotelId, maybeSession);
    const attempt = findAttempt(db, { brandId: session.brandId, key: idempotencyKeyOf(context) });
    if (!attempt || attempt.hotelId !== hotel.id) return { status: 200, body: { outcome: 'none' as const } };
    if (attempt.outcome.kind === 'refused') return { status: 200, body: { outcome: 'refused' as const, error: attempt.outcome.body } };
    const reservation = loadReservation(db, attempt.outcome.reservationId, new URL(context.req.url).origin);
    if (!reservation) throw new Error(`reservation ${attempt.outcome.reservationId} of an attempt vanished`);
    return { status: 200, body: { outcome: 'booked' as const, reservation } };
  });

  mount(getReservation, ({ params, query, session, context }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const id = findReservationId(db, hotel.id, params.rid);
    const reservation = id === undefined ? undefined : loadReservation(db, id, new URL(context.req.url).origin);
    // The same 404 whether the number is unknown or the proof is wrong, so numbers cannot be probed.
    const proven =
      reservation !== undefined &&
      (query.bypass_token === undefined || matchesDigest(query.bypass_token, sha256Hex(reservation.bypass_token))) &&
      (query.email === undefined || query.email.trim().toLowerCase() === reservation.email.toLowerCase());
    if (!proven) throw notFound('No reservation matches these details.');
    return { status: 200, body: reservation };
  });
}
