// Facebook, LINE, creansmaerd (otid) and OpenID sign-in through the stand-in providers (issue 18): the start call
// answers an authorization address with state, PKCE challenge and nonce; the consent page sends a code back; the
// callback checks the state, exchanges the code once and signs in through startSession. Attacks: a wrong or
// missing state, a replayed code, a code minted for another client or another sign-in (PKCE) are all refused.
import { describe, expect, it, vi } from 'vitest';
import { ZMemberSignIn } from '#domain/entities/member.ts';
import { memberCall } from '../member-api';
import { APP_ORIGIN, errorOf, OKINAWA, TOKYO } from '../test-api';
import { apiWithClock, membership, type Api } from './account-api';

vi.setConfig({ testTimeout: 60_000 });

const CALLBACK = `${APP_ORIGIN}/sign-in/callback`;

async function authorize(api: Api, session: string, provider: string, hotelId: number = TOKYO.id) {
  const response = await memberCall(api.app, session, 'GET', `/hotels/${hotelId}/memberships/${provider}/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { authorization_url: string; state: string } };
  return { url: new URL(data.authorization_url), state: data.state };
}

/** The guest allows on the stand-in's consent page; answers the callback address it is sent to. */
async function consent(api: Api, url: URL, account = { subject: 'fb-777', email: 'new.fb@example.com', name: 'Nao Fujii' }) {
  const page = await api.app.request(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<form method="post"');
  const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...account, action: 'allow' });
  const response = await api.app.request(url.pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const callback = (api: Api, session: string, provider: string, body: object, hotelId: number = TOKYO.id) =>
  memberCall(api.app, session, 'POST', `/hotels/${hotelId}/memberships/${provider}/sign_in`, { body });

describe('provider sign-in', () => {
  for (const provider of ['facebook', 'line', 'open_id'] as const) {
    it(`${provider}: signs in once with the code and state, creating the member on the first visit`, async () => {
      const { api } = apiWithClock();
      const session = await api.newSession();
      const { url, state } = await authorize(api, session, provider);
      expect(url.searchParams.get('state')).toBe(state);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      const back = await consent(api, url, { subject: `${provider}-1`, email: `${provider}.guest@example.com`, name: 'Nao Fujii' });
      expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
      expect(back.searchParams.get('state')).toBe(state);
      const code = back.searchParams.get('code') ?? '';
      const response = await callback(api, session, provider, { state, code });
      expect(response.status).toBe(200);
      const signedIn = ZMemberSignIn.parse(((await response.json()) as { data: unknown }).data);
      expect(signedIn.user).toMatchObject({ email: `${provider}.guest@example.com`, first_name: 'Nao', provider: provider === 'open_id' ? null : provider });

      // The code and state are spent: replaying them, or the code with a fresh state, signs nobody in.
      expect((await errorOf(await callback(api, session, provider, { state, code }))).codes).toEqual([3861]);
      const fresh = await authorize(api, session, provider);
      expect((await errorOf(await callback(api, session, provider, { state: fresh.state, code }))).codes).toEqual([3861]);

      // The provider owns the names: the profile update is refused (3860).
      const refused = await membership(api, session, 'PUT', 'update', { token: signedIn.session, body: { last_name: 'Other' } });
      expect((await errorOf(refused)).codes).toEqual([3860]);

      // A second visit signs the same member in.
      const again = await authorize(api, session, provider);
      const backAgain = await consent(api, again.url, { subject: `${provider}-1`, email: `${provider}.guest@example.com`, name: 'Nao Fujii' });
      const second = await callback(api, session, provider, { state: again.state, code: backAgain.searchParams.get('code') });
      expect(((await second.json()) as { data: { user: { id: number } } }).data.user.id).toBe(signedIn.user?.id);
    });
  }

  it('creansmaerd sends its one-time id as otid', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { url, state } = await authorize(api, session, 'creansmaerd');
    const back = await consent(api, url, { subject: 'CM-1', email: 'cm.guest@example.com', name: 'Kai Abe' });
    expect(back.searchParams.get('code')).toBeNull();
    const response = await callback(api, session, 'creansmaerd', { state, otid: back.searchParams.get('otid') });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { user: { provider: string } } }).data.user.provider).toBe('creansmaerd');
  });

  it('refuses a wrong or missing state (CSRF: a code delivered into someone else\'s browser)', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { url } = await authorize(api, session, 'facebook');
    const back = await consent(api, url);
    const code = back.searchParams.get('code');
    expect((await callback(api, session, 'facebook', { code })).status).toBe(422);
    expect((await errorOf(await callback(api, session, 'facebook', { state: 'x'.repeat(43), code }))).codes).toEqual([3861]);
    // A state started for LINE does not complete a Facebook sign-in.
    const line = await authorize(api, session, 'line');
    expect((await errorOf(await callback(api, session, 'facebook', { state: line.state, code }))).codes).toEqual([3861]);
  });

  it('refuses a code minted for another client (another brand) and one from another sign-in (PKCE)', async () => {
    const { api } = apiWithClock();
    const tokyo = await api.newSession();
    const umi = await api.newSession(OKINAWA.code);
    // The attacker completes a sign-in at brand 2 and injects its code into a brand-1 callback.
    const foreign = await authorize(api, umi, 'open_id', OKINAWA.id);
    const foreignCode = (await consent(api, foreign.url)).searchParams.get('code');
    const victim = await authorize(api, tokyo, 'open_id');
    expect((await errorOf(await callback(api, tokyo, 'open_id', { state: victim.state, code: foreignCode }))).codes).toEqual([3861]);
    // The attacker's own brand-1 authorization (its own PKCE challenge) injected into the victim's sign-in.
    const attacker = await authorize(api, tokyo, 'open_id');
    const attackerCode = (await consent(api, attacker.url)).searchParams.get('code');
    const victim2 = await authorize(api, tokyo, 'open_id');
    expect((await errorOf(await callback(api, tokyo, 'open_id', { state: victim2.state, code: attackerCode }))).codes).toEqual([3861]);
  });

  it('sends codes only to the app: a foreign redirect_uri is refused at the start and at the consent page', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const start = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/facebook/authorize?redirect_uri=${encodeURIComponent('https://evil.example/cb')}`);
    expect(start.status).toBe(422);
    const { url } = await authorize(api, session, 'facebook');
    url.searchParams.set('redirect_uri', 'https://evil.example/cb');
    expect((await api.app.request(`${url.pathname}${url.search}`)).status).toBe(400);
  });

  it('starts only the providers the brand offers, and tells the app which they are (ADR 214)', async () => {
    const { api } = apiWithClock();
    const umi = await api.newSession(OKINAWA.code);
    const refused = await memberCall(api.app, umi, 'GET', `/hotels/${OKINAWA.id}/memberships/facebook/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}`);
    expect(refused.status).toBe(403);
    await authorize(api, umi, 'line', OKINAWA.id);
    const settings = (await (await api.app.request(`/hotels/${OKINAWA.code}/settings/booking_widget`)).json()) as { membership: { sign_in_providers: string[] } };
    expect(settings.membership.sign_in_providers).toEqual(['line', 'open_id', 'ota']);
  });

  it('serves the consent page unframeable, as the real providers do', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { url } = await authorize(api, session, 'line');
    const page = await api.app.request(`${url.pathname}${url.search}`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
