// The member's sign-in kept in the API's partitioned cookie (ADR 200): set only for a live session, answered only to
// the app's origins, never readable by a script, cleared on sign-out.
import { describe, expect, it } from 'vitest';
import { ZIdentity } from '#domain/entities/member.ts';
import { bearer, HANAKO, memberCall, signIn } from './member-api';
import { APP_ORIGIN, createTestApi, HOST_ORIGIN, OKINAWA, TOKYO } from './test-api';

const PATH = `/hotels/${TOKYO.id}/memberships/session_cookie`;

/** The cookie pair of a Set-Cookie header, as the browser would send it back. */
function cookiePair(response: Response): string {
  const header = response.headers.get('Set-Cookie') ?? '';
  return header.split(';')[0] ?? '';
}

async function signedInWithCookie() {
  const api = createTestApi();
  const session = await api.newSession();
  const signedIn = await signIn(api.app, session, TOKYO.id, HANAKO);
  const remembered = await memberCall(api.app, session, 'PUT', PATH, { headers: { ...bearer(signedIn.session), Origin: APP_ORIGIN } });
  return { api, session, signedIn, remembered, cookie: cookiePair(remembered) };
}

describe('the partitioned session cookie', () => {
  it('is set for a live session as HttpOnly, Secure, SameSite=None and Partitioned, with credentialed CORS for the app', async () => {
    const { remembered, signedIn } = await signedInWithCookie();
    expect(remembered.status).toBe(200);
    expect(await remembered.json()).toEqual({ data: { remembered: true } });
    const header = remembered.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/^hbw_member_b\d+=/);
    expect(header).toContain(signedIn.session);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/']) expect(header).toContain(attribute);
    expect(header).toMatch(/Max-Age=\d{6,}/);
    expect(remembered.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(remembered.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it('restores the sign-in on a new client session (the next page load) from the cookie alone', async () => {
    const { api, cookie, signedIn } = await signedInWithCookie();
    const nextLoad = await api.newSession();
    const response = await memberCall(api.app, nextLoad, 'GET', PATH, { headers: { Cookie: cookie, Origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    const identity = ZIdentity.parse(await response.json());
    expect(identity.session).toBe(signedIn.session);
    expect(identity.user?.email).toBe(HANAKO.email);
    expect(identity.meta.reset_code).toBeNull();
  });

  it('answers nobody without a cookie, and sets none for a token that names nobody', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const restore = await memberCall(api.app, session, 'GET', PATH, { headers: { Origin: APP_ORIGIN } });
    expect(ZIdentity.parse(await restore.json())).toMatchObject({ session: null, meta: { reset_code: null } });
    const remember = await memberCall(api.app, session, 'PUT', PATH, { headers: { ...bearer('made-up'), Origin: APP_ORIGIN } });
    expect(await remember.json()).toEqual({ data: { remembered: false } });
    expect(remember.headers.get('Set-Cookie')).toBeNull();
  });

  it('refuses the host page: its script shares the cookie partition but gets neither the token nor a CORS answer', async () => {
    const { api, cookie } = await signedInWithCookie();
    const session = await api.newSession();
    for (const origin of [HOST_ORIGIN, 'https://evil.example']) {
      const response = await memberCall(api.app, session, 'GET', PATH, { headers: { Cookie: cookie, Origin: origin } });
      expect(response.status).toBe(403);
      const text = await response.text();
      expect(text).not.toContain(cookie.split('=')[1]);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    }
    // A request with no Origin at all (a plain navigation or a server) is refused too.
    const bare = await memberCall(api.app, session, 'GET', PATH, { headers: { Cookie: cookie } });
    expect(bare.status).toBe(403);
  });

  it('never restores a sign-in at another brand’s hotel', async () => {
    const { api, cookie } = await signedInWithCookie();
    const umi = await api.newSession(OKINAWA.code);
    const response = await memberCall(api.app, umi, 'GET', `/hotels/${OKINAWA.id}/memberships/session_cookie`, {
      headers: { Cookie: cookie, Origin: APP_ORIGIN },
    });
    expect(ZIdentity.parse(await response.json())).toMatchObject({ session: null, user: null });
  });

  it('is cleared on sign-out: a signed-out session restores nobody and the stale cookie is deleted', async () => {
    const { api, session, signedIn, cookie } = await signedInWithCookie();
    await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_out`, { headers: bearer(signedIn.session) });
    const restore = await memberCall(api.app, session, 'GET', PATH, { headers: { Cookie: cookie, Origin: APP_ORIGIN } });
    expect(ZIdentity.parse(await restore.json())).toMatchObject({ session: null, meta: { reset_code: 3401 } });
    expect(restore.headers.get('Set-Cookie')).toMatch(/Max-Age=0.*Partitioned|Partitioned.*Max-Age=0/);
    const forget = await memberCall(api.app, session, 'DELETE', PATH, { headers: { Cookie: cookie, Origin: APP_ORIGIN } });
    expect(await forget.json()).toEqual({ data: { forgotten: true } });
    expect(forget.headers.get('Set-Cookie')).toContain('Max-Age=0');
  });
});
