// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authenticateByBrand,
  exchangeRefreshToken,
  loadIdentity,
  signOut,
  signOutAsAsked,
  signOutLocally,
  startMembership,
  type AuthHotel,
} from '#app/features/auth/api/member-session.ts';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { readUserSession, writeUserSession } from '#app/features/auth/utils/user-session-storage.ts';
import { activateLocale } from '#app/i18n/i18n.ts';
import { resetErrors, useErrorStore } from '#app/platform/stores/error-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

const HOTEL: AuthHotel = { hotelId: 101, hotelCode: 'sakura-tokyo', brandId: 1 };
const USER = { id: 1, first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', provider: null, program_id: 1, non_signed_in_program_ids: [2] };
const ORGANIZATION = { id: 1, name: 'Sakura Trading Co., Ltd.', display_name: 'Sakura Trading', program_id: 2, account_name: 'Yuki Ito', role: 'admin' };
const EXPIRES = '2999-01-01T00:00:00.000Z';
const signedIn = (session: string, extra: object = {}) => ({ session, expires_at: EXPIRES, user: USER, organization: null, ...extra });

type Reply = { status: number; body: unknown };
type Call = { url: string; method: string; headers: Headers; body: unknown };

/** A fake API answering by path; every call is recorded with its headers. */
function fakeApi(routes: Record<string, Reply | ((call: Call) => Reply)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const path = new URL(url).pathname;
      const route = routes[`${call.method} ${path}`];
      if (!route) return new Response(JSON.stringify({ title: 'not_found', status: 404, codes: [], details: { base: [{ error: 'no route' }] } }), { status: 404 });
      const reply = typeof route === 'function' ? route(call) : route;
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

const refusal = (status: number, title: string, codes: number[] = []) => ({ status, body: { title, status, codes, details: { base: [{ error: title }] } } });
const IDENTITY = 'GET /hotels/101/memberships/identity';
const PROGRAM = 'GET /hotels/101/memberships/program';
const HAND_OVER = 'POST /hotels/101/memberships/hand_over';
const program = { status: 200, body: { data: { id: 1, name: 'Sakura Club', point_program_enabled: true } } };
const nobody = (resetCode: number | null = null) => ({ status: 200, body: { session: null, expires_at: null, user: null, organization: null, meta: { reset_code: resetCode } } });

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  localStorage.clear();
  resetErrors();
  useSessionStore.setState({ userToken: null, clientSession: 'client-session-token', brandId: 1, hotelCode: 'sakura-tokyo', firstPartyCookieDomain: null });
  useAuthStore.setState({ user: null, organization: null, program: null, byBrandAuth: false, searchReady: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('loadIdentity (document 1 section 4, startup)', () => {
  it("signs in from the identity answer's session, sends the stored token, loads the programme, then sets search-ready", async () => {
    writeUserSession(1, { token: 'stored-token', expiresAt: EXPIRES });
    const calls = fakeApi({ [IDENTITY]: { status: 200, body: { ...signedIn('stored-token'), meta: { reset_code: null } } }, [PROGRAM]: program });
    await loadIdentity(HOTEL, null);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(useSessionStore.getState().userToken).toBe('stored-token');
    expect(useAuthStore.getState()).toMatchObject({ user: { id: 1 }, program: { name: 'Sakura Club' }, searchReady: true });
  });

  it.each([3401, 3402])("reset code %i: local logout and 'You have already signed out'", async (code) => {
    writeUserSession(1, { token: 'gone-token', expiresAt: EXPIRES });
    fakeApi({ [IDENTITY]: nobody(code) });
    await loadIdentity(HOTEL, null);
    expect(useSessionStore.getState().userToken).toBeNull();
    expect(readUserSession(1)).toBeUndefined();
    expect(useErrorStore.getState().globalMessage?.text).toBe('You have already signed out.');
    expect(useAuthStore.getState().searchReady).toBe(true);
  });

  it('nothing to send: nobody is signed in, without asking, and search is ready', async () => {
    const calls = fakeApi({ [IDENTITY]: nobody() });
    await loadIdentity(HOTEL, null);
    expect(calls).toHaveLength(0);
    expect(useSessionStore.getState().userToken).toBeNull();
    expect(useErrorStore.getState().globalMessage).toBeNull();
    expect(useAuthStore.getState().searchReady).toBe(true);
  });

  it('a brand cookie could carry a sign-in: the lookup is made even without a token', async () => {
    useSessionStore.setState({ firstPartyCookieDomain: 'sakura.example' });
    const calls = fakeApi({ [IDENTITY]: nobody() });
    await loadIdentity(HOTEL, null);
    expect(calls).toHaveLength(1);
    useSessionStore.setState({ firstPartyCookieDomain: null });
  });

  it('a spent one-time token falls back to the plain identity lookup', async () => {
    writeUserSession(1, { token: 'stored-token', expiresAt: EXPIRES });
    const calls = fakeApi({
      [IDENTITY]: (call) =>
        call.headers.has('X-One-Time-Access-Token')
          ? refusal(422, 'one_time_access_token_refused', [3403])
          : { status: 200, body: { ...signedIn('stored-token'), meta: { reset_code: null } } },
      [PROGRAM]: program,
    });
    await loadIdentity(HOTEL, 'spent-token');
    expect(calls.filter((call) => call.url.includes('/identity'))).toHaveLength(2);
    expect(calls[0]?.headers.get('X-One-Time-Access-Token')).toBe('spent-token');
    expect(calls[1]?.headers.has('X-One-Time-Access-Token')).toBe(false);
    expect(useSessionStore.getState().userToken).toBe('stored-token');
  });

  it('a one-time token that works stores the new session for the brand', async () => {
    fakeApi({ [IDENTITY]: { status: 200, body: { ...signedIn('fresh-token'), meta: { reset_code: null } } }, [PROGRAM]: program });
    await loadIdentity(HOTEL, 'good-token');
    expect(readUserSession(1)?.token).toBe('fresh-token');
  });

  it('a failing programme logs the member out locally, unless an organisation is signed in too', async () => {
    writeUserSession(1, { token: 't1', expiresAt: EXPIRES });
    fakeApi({ [IDENTITY]: { status: 200, body: { ...signedIn('t1'), meta: { reset_code: null } } }, [PROGRAM]: refusal(422, 'program_unavailable') });
    await loadIdentity(HOTEL, null);
    expect(useSessionStore.getState().userToken).toBeNull();

    writeUserSession(1, { token: 't2', expiresAt: EXPIRES });
    fakeApi({
      [IDENTITY]: { status: 200, body: { ...signedIn('t2', { organization: ORGANIZATION }), meta: { reset_code: null } } },
      [PROGRAM]: refusal(422, 'program_unavailable'),
    });
    await loadIdentity(HOTEL, null);
    expect(useSessionStore.getState().userToken).toBe('t2');
    expect(useAuthStore.getState().organization?.display_name).toBe('Sakura Trading');
  });

  it('a programme call that got no answer (network, or the page left mid-call) keeps the stored sign-in for the next page', async () => {
    writeUserSession(1, { token: 't3', expiresAt: EXPIRES });
    fakeApi({ [IDENTITY]: { status: 200, body: { ...signedIn('t3'), meta: { reset_code: null } } } });
    const answered = vi.mocked(fetch);
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      if (new URL(url).pathname.endsWith('/memberships/program')) throw new TypeError('Failed to fetch');
      return answered(url, init);
    }));
    await loadIdentity(HOTEL, null);
    expect(useSessionStore.getState().userToken).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(readUserSession(1)?.token).toBe('t3');

    // An answer that refuses still ends it.
    fakeApi({ [IDENTITY]: { status: 200, body: { ...signedIn('t3'), meta: { reset_code: null } } }, [PROGRAM]: refusal(422, 'program_unavailable') });
    await loadIdentity(HOTEL, null);
    expect(readUserSession(1)).toBeUndefined();
  });
});

describe('startMembership', () => {
  it('a brand without membership looks nobody up and is search-ready at once', async () => {
    const calls = fakeApi({});
    await startMembership({ hotel_id: 101, hotel_code: 'sakura-tokyo', hotel_brand_id: 1 }, { refreshToken: null, accessToken: null, oneTimeAccessToken: null });
    expect(calls).toHaveLength(0);
    expect(useAuthStore.getState().searchReady).toBe(true);
  });
});

describe('an access token handed over in the address (any route)', () => {
  const SETTINGS = { hotel_id: 101, hotel_code: 'sakura-tokyo', hotel_brand_id: 1, membership: { login_enabled: true, corporate_login_enabled: false, sign_up_enabled: true, custom_auth_token_name: null } };

  it('is exchanged for a new session of the app (the server ends the handed and the stored token), never adopted as is', async () => {
    writeUserSession(1, { token: 'stored-token', expiresAt: EXPIRES });
    const calls = fakeApi({ [HAND_OVER]: { status: 200, body: { data: signedIn('exchanged-000000') } }, [PROGRAM]: program });
    await startMembership(SETTINGS, { refreshToken: null, accessToken: 'handed-over-000000', oneTimeAccessToken: null });
    expect(calls[0]?.body).toEqual({ token: 'handed-over-000000' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(calls).toHaveLength(2);
    expect(readUserSession(1)?.token).toBe('exchanged-000000');
    expect(useAuthStore.getState()).toMatchObject({ user: USER, searchReady: true });
  });

  it('that names nobody shows the link error and falls back to the stored sign-in', async () => {
    writeUserSession(1, { token: 'stored-token', expiresAt: EXPIRES });
    const calls = fakeApi({
      [HAND_OVER]: refusal(422, 'hand_over_refused', [3401]),
      [IDENTITY]: { status: 200, body: { ...signedIn('stored-token'), meta: { reset_code: null } } },
      [PROGRAM]: program,
    });
    await startMembership(SETTINGS, { refreshToken: null, accessToken: 'unknown', oneTimeAccessToken: null });
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([HAND_OVER, IDENTITY, PROGRAM]);
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer stored-token', 'Bearer stored-token', 'Bearer stored-token']);
    expect(useErrorStore.getState().global).toBe('We could not sign you in with this link. Please sign in again.');
    expect(useSessionStore.getState().userToken).toBe('stored-token');
    expect(useAuthStore.getState().searchReady).toBe(true);
  });
});

describe('refresh_token exchange', () => {
  it('logs out locally, exchanges the token presenting the old one (the server ends it), and stores the session', async () => {
    writeUserSession(1, { token: 'old-token', expiresAt: EXPIRES });
    useSessionStore.setState({ userToken: 'old-token' });
    const calls = fakeApi({
      'POST /hotels/101/memberships/tokens': { status: 200, body: { data: { ...signedIn('new-token-0000000'), refresh_token: 'next' } } },
      [PROGRAM]: program,
    });
    expect(await exchangeRefreshToken(HOTEL, 'refresh-1')).toBe(true);
    // No sign-out call: it would end the sign-in family, the refresh token being exchanged with it.
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'POST /hotels/101/memberships/tokens',
      'GET /hotels/101/memberships/program',
    ]);
    expect(calls[0]?.body).toEqual({ token: 'refresh-1', code: 'sakura-tokyo' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-token');
    expect(readUserSession(1)?.token).toBe('new-token-0000000');
  });

  it('failure shows the global error and leaves nobody signed in', async () => {
    fakeApi({ 'POST /hotels/101/memberships/tokens': refusal(422, 'refresh_token_refused', [3403]) });
    expect(await exchangeRefreshToken(HOTEL, 'spent')).toBe(false);
    expect(useErrorStore.getState().global).toBe('We could not sign you in with this link. Please sign in again.');
    expect(useSessionStore.getState().userToken).toBeNull();
  });
});

describe('brand custom auth', () => {
  it('logs a signed-in user out, then signs in by brand auth presenting the old token for the server to end', async () => {
    useSessionStore.setState({ userToken: 'someone-else' });
    useAuthStore.setState({ user: USER });
    const calls = fakeApi({
      'POST /hotels/101/memberships/login': { status: 200, body: { data: signedIn('sso-token-0000000') } },
      [PROGRAM]: program,
    });
    expect(await authenticateByBrand(HOTEL, 'SSO-CODE')).toBe(true);
    expect(calls[0]?.body).toEqual({ grant_type: 'custom_authentication_code', code: 'SSO-CODE' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer someone-else');
    expect(useAuthStore.getState().byBrandAuth).toBe(true);
    expect(useSessionStore.getState().userToken).toBe('sso-token-0000000');
  });

  it('failure shows the custom-auth failure text', async () => {
    fakeApi({ 'POST /hotels/101/memberships/login': refusal(422, 'custom_auth_failed') });
    expect(await authenticateByBrand(HOTEL, 'BAD')).toBe(false);
    expect(useErrorStore.getState().global).toBe('Sign-in from the partner site failed. Please try again from the partner site.');
  });
});

describe('a token another frame rotated away', () => {
  it("signs this frame out without erasing the newer sign-in the other frame stored", async () => {
    // This frame still holds the token the chatbot's frame presented when it signed in again (ADR 190).
    writeUserSession(1, { token: 'newer-token', expiresAt: EXPIRES });
    useSessionStore.setState({ userToken: 'rotated-away' });
    useAuthStore.setState({ user: USER });
    signOutLocally(1);
    expect(useSessionStore.getState().userToken).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(readUserSession(1)?.token).toBe('newer-token');
  });

  it("but a sign-out the guest or the host asked for forgets the brand's sign-in whichever frame stored it", () => {
    writeUserSession(1, { token: 'newer-token', expiresAt: EXPIRES });
    useSessionStore.setState({ userToken: 'rotated-away' });
    signOutAsAsked(1);
    expect(readUserSession(1)).toBeUndefined();
  });

  it('at startup, a rotated stored token answers a reset code: signed out cleanly with the message', async () => {
    writeUserSession(1, { token: 'rotated-away', expiresAt: EXPIRES });
    fakeApi({ [IDENTITY]: nobody(3401) });
    await loadIdentity(HOTEL, null);
    expect(readUserSession(1)).toBeUndefined();
    expect(useSessionStore.getState().userToken).toBeNull();
    expect(useErrorStore.getState().globalMessage?.text).toBe('You have already signed out.');
    expect(useAuthStore.getState().searchReady).toBe(true);
  });
});

describe('signOut (document 2 section 7.11)', () => {
  it('signs out locally even when the call fails', async () => {
    writeUserSession(1, { token: 'token', expiresAt: EXPIRES });
    useSessionStore.setState({ userToken: 'token' });
    useAuthStore.setState({ user: USER });
    const calls = fakeApi({ 'POST /hotels/101/memberships/sign_out': refusal(500, 'internal_error') });
    await signOut(HOTEL);
    expect(calls).toHaveLength(1);
    expect(useSessionStore.getState().userToken).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(readUserSession(1)).toBeUndefined();
  });
});
