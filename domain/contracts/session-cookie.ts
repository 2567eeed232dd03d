import * as z from 'zod/mini';
import { ZIdentity } from '../entities/member';
import { defineContract, ZNoBody, ZNone } from './contract';

// The member's sign-in kept in the API's partitioned cookie (ADR 200): a cross-site iframe whose storage the
// browser blocks still finds it on the next page load. The cookie holds the session token, is HttpOnly and lives
// on the API's origin only, so the host page can neither read nor send it in a way it could read the answer of.
// These calls go with credentials; only the app's origins are allowed to make them.

const ZHotelIdParam = z.object({ hotelId: z.coerce.number().check(z.int(), z.positive()) });

/** Keeps the session of the Authorization header in the brand's cookie (set only for a live session). */
export const rememberSessionCookie = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/memberships/session_cookie',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: z.object({ remembered: z.boolean() }) }),
  session: true,
});

/**
 * Who the brand's cookie signs in, shaped like the identity answer: a live session's token and parties, nobody
 * (no cookie), or a reset code when the cookie's session has ended (the cookie is then cleared).
 */
export const restoreSessionCookie = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/session_cookie',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZNoBody,
  response: ZIdentity,
  session: true,
});

/** Clears the brand's cookie (signing out); ending the session itself is the sign-out call's. */
export const forgetSessionCookie = defineContract({
  method: 'DELETE',
  path: '/hotels/:hotelId/memberships/session_cookie',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: z.object({ forgotten: z.boolean() }) }),
  session: true,
});
