import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';

/**
 * How long a browser may reuse a preflight's answer (ADR 227). Every call of the app preflights (the spec's request
 * headers make none of them a simple request), and browsers cache an answer per origin and address: two hours is
 * Chromium's ceiling (Firefox allows a day, WebKit ten minutes), so the settings and session calls of a guest's next
 * page load, and a search repeated, skip theirs.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * CORS for the listed origins only. hono/cors still sends Allow-Methods and Allow-Headers to a preflight
 * from an origin it refuses; here a refused origin gets no CORS header at all.
 *
 * Credentials are allowed, for the listed origins alone (each answered by name, never `*`): the app's calls that
 * carry the partitioned session cookie (ADR 200). A host page's script can make the browser send that cookie, but
 * without its origin on this list it never reads the answer.
 */
export function corsForOrigins(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const allowOrigins = cors({
    origin: [...origins],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: [...Object.values(REQUEST_HEADERS), 'Content-Type'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: true,
  });
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && allowed.has(origin)) return allowOrigins(c, next);
    await next();
    // The answer differs by Origin, so a shared cache must not hand this one to an allowed origin.
    c.header('Vary', 'Origin', { append: true });
  };
}
