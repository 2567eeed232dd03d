import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  forgetSessionCookie,
  rememberSessionCookie,
  restoreSessionCookie,
} from '#domain/contracts/session-cookie.ts';
import type { MountContract } from '../http/mount-contract';
import { assertAppOrigin, PARTITIONED_COOKIE } from '../http/partitioned-cookie';
import { hotelForSession } from '../hotels/hotel-for-session';
import type { RouteDeps } from '../routes/route-deps';
import { resolveMemberToken } from './member-sessions';
import { bearerOf, resolveAuthorization, signInAnswer } from './signed-in';

// The member's sign-in in a partitioned cookie of the API (ADR 200). A browser that blocks a cross-site iframe's
// storage (Chromium) still keeps a CHIPS cookie, partitioned by the top-level site: the app, framed by a hotel's
// page, finds its sign-in again on the next load without any token on the host page.

/** One cookie per brand, as the app keeps one sign-in per brand. */
export function sessionCookieName(brandId: number): string {
  return `hbw_member_b${brandId}`;
}

const CODES = { not_found: 3401, brand_mismatch: 3402 } as const;

export function mountSessionCookieRoutes(mount: MountContract, { db, now }: RouteDeps, appOrigins: readonly string[]): void {
  mount(rememberSessionCookie, ({ params, session, context }) => {
    assertAppOrigin(context, appOrigins);
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const current = resolveAuthorization(db, context, brandSession.brandId, now());
    if (current.status !== 'signed_in') return { status: 200, body: { data: { remembered: false } } };
    const maxAge = Math.floor((current.session.expiresAt.getTime() - now().getTime()) / 1000);
    setCookie(context, sessionCookieName(brandSession.brandId), bearerOf(context), { ...PARTITIONED_COOKIE, maxAge });
    return { status: 200, body: { data: { remembered: true } } };
  });

  mount(restoreSessionCookie, ({ params, session, context }) => {
    assertAppOrigin(context, appOrigins);
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const name = sessionCookieName(brandSession.brandId);
    const token = getCookie(context, name);
    const resolution = resolveMemberToken(db, token, brandSession.brandId, now());
    if (resolution.status === 'signed_in') {
      return { status: 200, body: { ...signInAnswer(db, token ?? '', resolution.session), meta: { reset_code: null } } };
    }
    // A session that ended (signed out elsewhere, expired) leaves nothing worth keeping.
    if (resolution.status !== 'none') deleteCookie(context, name, PARTITIONED_COOKIE);
    const resetCode = resolution.status === 'none' ? null : CODES[resolution.status];
    return { status: 200, body: { session: null, expires_at: null, user: null, organization: null, meta: { reset_code: resetCode } } };
  });

  mount(forgetSessionCookie, ({ params, session, context }) => {
    assertAppOrigin(context, appOrigins);
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const name = sessionCookieName(brandSession.brandId);
    const forgotten = getCookie(context, name) !== undefined;
    deleteCookie(context, name, PARTITIONED_COOKIE);
    return { status: 200, body: { data: { forgotten } } };
  });
}
