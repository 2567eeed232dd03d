import { forgetSessionCookie, rememberSessionCookie, restoreSessionCookie } from '#domain/contracts/session-cookie.ts';
import type { Identity } from '#domain/entities/member.ts';
import { callApi } from '#app/api/api-client.ts';

// The sign-in kept in the API's partitioned cookie, for a frame whose storage the browser refuses (ADR 200). The
// cookie is HttpOnly on the API's origin: the app never reads it, it only asks the API to keep, give back or clear
// the session it holds. Each call goes with credentials, which the API allows for the app's origins only.

type CookieHotel = { hotelId: number };

/** Asks the API to keep the signed-in session (the Authorization of the call) in the brand's cookie. */
export async function rememberSignInCookie(hotel: CookieHotel): Promise<boolean> {
  const { data } = await callApi(rememberSessionCookie, { params: { hotelId: hotel.hotelId }, credentials: 'include' });
  return data.remembered;
}

/** The sign-in the brand's cookie holds, in the identity answer's shape. */
export function restoreSignInCookie(hotel: CookieHotel): Promise<Identity> {
  return callApi(restoreSessionCookie, { params: { hotelId: hotel.hotelId }, credentials: 'include' });
}

export async function forgetSignInCookie(hotel: CookieHotel): Promise<void> {
  await callApi(forgetSessionCookie, { params: { hotelId: hotel.hotelId }, credentials: 'include' });
}
