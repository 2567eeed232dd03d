import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { keepPendingPayment, takePendingPayment, ZKeptPayment } from '#domain/contracts/pending-payment-cookie.ts';
import type { MountContract } from '../http/mount-contract';
import { assertAppOrigin, PARTITIONED_COOKIE } from '../http/partitioned-cookie';
import { hotelForSession } from '../hotels/hotel-for-session';
import type { RouteDeps } from '../routes/route-deps';
import { matchesDigest, sha256Hex } from '../security/digest';
import { findReservationId, loadReservation } from './reservation-view';

// The pending 3-D Secure booking of a cross-site frame whose storage the browser refuses (ADR 200): the app keeps
// it here before sending the guest to the issuer, and takes it back on the return, so the check ends on the
// confirmation. The cookie is partitioned by the hotel page's site and HttpOnly, like the member's.

/** How long a kept booking waits when the reservation names no deadline. */
const DEFAULT_WAIT_S = 30 * 60;

function cookieName(hotelId: number): string {
  return `hbw_payment_h${hotelId}`;
}

type Kept = { reservation_number: string } & ReturnType<typeof ZKeptPayment.parse>;

function readKept(value: string | undefined): Kept | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    const kept = ZKeptPayment.safeParse(parsed);
    const number = (parsed as { reservation_number?: unknown }).reservation_number;
    return kept.success && typeof number === 'string' ? { ...kept.data, reservation_number: number } : undefined;
  } catch {
    return undefined;
  }
}

export function mountPendingPaymentCookieRoutes(mount: MountContract, { db, now }: RouteDeps, appOrigins: readonly string[]): void {
  mount(keepPendingPayment, ({ params, body, session, context }) => {
    assertAppOrigin(context, appOrigins);
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const id = findReservationId(db, hotel.id, params.rid);
    const reservation = id === undefined ? undefined : loadReservation(db, id);
    // Nothing else is kept: this is no general-purpose store, and a wrong token proves nothing.
    const waiting =
      reservation !== undefined &&
      reservation.status === 'payment_pending' &&
      matchesDigest(body.bypass_token, sha256Hex(reservation.bypass_token));
    if (!waiting) return { status: 200, body: { data: { kept: false } } };
    const deadline = reservation.payment_expires_at ? Date.parse(reservation.payment_expires_at) : NaN;
    const maxAge = Number.isFinite(deadline) ? Math.max(60, Math.ceil((deadline - now().getTime()) / 1000)) : DEFAULT_WAIT_S;
    const value = Buffer.from(JSON.stringify({ reservation_number: params.rid, ...body })).toString('base64url');
    setCookie(context, cookieName(hotel.id), value, { ...PARTITIONED_COOKIE, maxAge });
    return { status: 200, body: { data: { kept: true } } };
  });

  mount(takePendingPayment, ({ params, session, context }) => {
    assertAppOrigin(context, appOrigins);
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const name = cookieName(hotel.id);
    const kept = readKept(getCookie(context, name));
    if (kept) deleteCookie(context, name, PARTITIONED_COOKIE);
    const mine = kept?.reservation_number === params.rid;
    return { status: 200, body: { data: mine ? { bypass_token: kept.bypass_token, stay: kept.stay } : null } };
  });
}
