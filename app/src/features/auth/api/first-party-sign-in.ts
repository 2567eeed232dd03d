import { createOneTimeAccessToken } from '#domain/contracts/memberships.ts';
import { callApi } from '#app/api/api-client.ts';
import type { AuthHotel } from './member-session';

// Sign-in in a first-party window (ADR 200), for an engine that keeps neither this frame's storage nor the API's
// partitioned cookie. The window is the app's own sign-in page at the top level; once signed in there, it hands a
// one-time access token back to the widget's frame that opened it, straight from window to window and only to the
// app's origin, so nothing crosses the host page. The widget spends the token as the startup spends any.

/** The query key that makes the sign-in page hand back to its opener instead of going on. */
export const HAND_BACK_PARAM = 'hand_back';
const MESSAGE_TYPE = 'hbw:sign-in-hand-back';

type HandBack = { type: typeof MESSAGE_TYPE; oneTimeAccessToken: string };

/** Opens the app's sign-in page in a window of its own; null when the browser refused the window. */
export function openFirstPartySignIn(signInPath: string): Window | null {
  const url = new URL(signInPath, window.location.origin);
  url.searchParams.set(HAND_BACK_PARAM, '1');
  return window.open(url.href, 'hbw-sign-in', 'popup,width=480,height=720');
}

/**
 * In the sign-in window, once signed in: hands a one-time access token to the frame that opened it and closes.
 * False when this page is no such window (no opener, or not asked to hand back), so the sign-in goes on as usual.
 */
export async function handBackToOpener(hotel: AuthHotel, query: URLSearchParams): Promise<boolean> {
  const opener = window.opener as Window | null;
  if (query.get(HAND_BACK_PARAM) !== '1' || !opener) return false;
  const { data } = await callApi(createOneTimeAccessToken, { params: { hotelId: hotel.hotelId } });
  const message: HandBack = { type: MESSAGE_TYPE, oneTimeAccessToken: data.one_time_access_token };
  // Delivered only if the opener is a document of the app's own origin.
  opener.postMessage(message, window.location.origin);
  window.close();
  return true;
}

/** Listens, in the widget's frame, for the token the sign-in window hands back; returns the unsubscribe. */
export function onHandBack(from: () => Window | null, listener: (oneTimeAccessToken: string) => void): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || event.source === null || event.source !== from()) return;
    const data = event.data as Partial<HandBack> | null;
    if (data?.type === MESSAGE_TYPE && typeof data.oneTimeAccessToken === 'string') listener(data.oneTimeAccessToken);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
