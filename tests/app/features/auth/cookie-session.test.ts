// @vitest-environment jsdom
// A frame whose storage the browser refuses (a cross-site iframe in Chromium) keeps its sign-in in the API's
// partitioned cookie (ADR 200): restored at startup, kept (and read back) after a sign-in, cleared on sign-out.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptSignIn, loadIdentity, signOut, type AuthHotel } from '#app/features/auth/api/member-session.ts';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { activateLocale } from '#app/i18n/i18n.ts';
import { storageUsable } from '#app/platform/safe-storage.ts';
import { resetErrors, useErrorStore } from '#app/platform/stores/error-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

const HOTEL: AuthHotel = { hotelId: 101, hotelCode: 'sakura-tokyo', brandId: 1 };
const USER = { id: 1, first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', provider: null, program_id: 1, non_signed_in_program_ids: [] };
const EXPIRES = '2999-01-01T00:00:00.000Z';
const COOKIE = '/hotels/101/memberships/session_cookie';

type Call = { path: string; method: string; credentials: RequestCredentials | undefined; authorization: string | null };

function fakeApi(routes: Record<string, unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const path = new URL(url).pathname;
      calls.push({ path, method, credentials: init.credentials, authorization: new Headers(init.headers).get('Authorization') });
      const body = routes[`${method} ${path}`];
      return body === undefined ? new Response('{}', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

const identity = (session: string | null, resetCode: number | null = null) => ({
  session,
  expires_at: session ? EXPIRES : null,
  user: session ? USER : null,
  organization: null,
  meta: { reset_code: resetCode },
});
const program = { data: { id: 1, name: 'Sakura Club', point_program_enabled: false } };

function refuseStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  localStorage.clear();
  resetErrors();
  useSessionStore.setState({ userToken: null, clientSession: 'client-session-token', brandId: 1, hotelCode: 'sakura-tokyo', firstPartyCookieDomain: null });
  useAuthStore.setState({ user: null, organization: null, program: null, byBrandAuth: false, signInKept: true, searchReady: false });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a frame whose storage is refused', () => {
  it('is told apart from one whose storage works', () => {
    expect(storageUsable('local')).toBe(true);
    refuseStorage();
    expect(storageUsable('local')).toBe(false);
  });

  it('restores the sign-in from the cookie at startup, with credentials, and looks nothing else up', async () => {
    refuseStorage();
    const calls = fakeApi({ [`GET ${COOKIE}`]: identity('cookie-token'), 'GET /hotels/101/memberships/program': program });
    await loadIdentity(HOTEL, null);
    expect(calls[0]).toMatchObject({ method: 'GET', path: COOKIE, credentials: 'include', authorization: null });
    expect(calls.some((call) => call.path.endsWith('/identity'))).toBe(false);
    expect(useSessionStore.getState().userToken).toBe('cookie-token');
    expect(useAuthStore.getState()).toMatchObject({ user: { id: 1 }, searchReady: true, signInKept: true });
  });

  it("signs out locally with 'You have already signed out' when the cookie's session has ended", async () => {
    refuseStorage();
    fakeApi({ [`GET ${COOKIE}`]: identity(null, 3401) });
    await loadIdentity(HOTEL, null);
    expect(useSessionStore.getState().userToken).toBeNull();
    expect(useErrorStore.getState().globalMessage?.text).toBe('You have already signed out.');
  });

  it('keeps a new sign-in in the cookie and reads it back; a browser that kept nothing is noticed', async () => {
    refuseStorage();
    const calls = fakeApi({ [`PUT ${COOKIE}`]: { data: { remembered: true } }, [`GET ${COOKIE}`]: identity(null) });
    adoptSignIn(HOTEL, { session: 'new-token', expires_at: EXPIRES, user: USER, organization: null });
    await vi.waitFor(() => expect(useAuthStore.getState().signInKept).toBe(false));
    expect(calls.map((call) => `${call.method} ${call.path} ${call.credentials}`)).toEqual([`PUT ${COOKIE} include`, `GET ${COOKIE} include`]);
    expect(calls[0]?.authorization).toBe('Bearer new-token');
  });

  it('a kept sign-in stays quiet', async () => {
    refuseStorage();
    fakeApi({ [`PUT ${COOKIE}`]: { data: { remembered: true } }, [`GET ${COOKIE}`]: identity('new-token') });
    adoptSignIn(HOTEL, { session: 'new-token', expires_at: EXPIRES, user: USER, organization: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAuthStore.getState().signInKept).toBe(true);
  });

  it('clears the cookie on sign-out', async () => {
    refuseStorage();
    useSessionStore.setState({ userToken: 'live-token' });
    const calls = fakeApi({ 'POST /hotels/101/memberships/sign_out': { data: { signed_out: true } }, [`DELETE ${COOKIE}`]: { data: { forgotten: true } } });
    await signOut(HOTEL);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /hotels/101/memberships/sign_out', `DELETE ${COOKIE}`]);
    expect(calls[1]?.credentials).toBe('include');
  });
});

describe('a frame whose storage works', () => {
  it('never touches the cookie: nothing stored means nobody, without a call', async () => {
    const calls = fakeApi({});
    await loadIdentity(HOTEL, null);
    adoptSignIn(HOTEL, { session: 'new-token', expires_at: EXPIRES, user: USER, organization: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
