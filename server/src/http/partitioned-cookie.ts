import type { Context } from 'hono';
import { ApiError } from './api-error';

// The API's partitioned cookies (ADR 200): what the app keeps for a cross-site frame whose storage the browser
// refuses. Each is read and written only by the app's credentialed calls.

/**
 * HttpOnly: no script reads it, not even the app's. Secure + SameSite=None: it goes with the app's cross-site
 * credentialed calls (browsers accept Secure cookies from http://localhost). Partitioned (CHIPS): kept per
 * top-level site, which is what a browser blocking third-party cookies still allows, and what keeps one hotel's
 * embed apart from another's.
 */
export const PARTITIONED_COOKIE = { path: '/', httpOnly: true, secure: true, sameSite: 'None', partitioned: true } as const;

/**
 * Only the app's own origins may use these cookies. A host page's script shares the cookies' partition and can make
 * the browser send them; CORS already keeps the answer from that script, and this keeps the call from doing
 * anything.
 */
export function assertAppOrigin(context: Context, appOrigins: readonly string[]): void {
  const origin = context.req.header('Origin');
  if (origin === undefined || !appOrigins.includes(origin)) {
    throw new ApiError(403, 'origin_not_allowed', 'This call is only allowed from the booking app.');
  }
}
