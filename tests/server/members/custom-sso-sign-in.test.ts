// Sign-in through the brand's partner site ending on /sso/custom/callback (issue 18, ADR 222): the start call
// answers the partner's address with a state; the partner's page sends a code and the state back; the callback
// spends both once and signs in through startSession. Attacks: a forged or missing state, a replayed code, a code
// or state of another brand, a foreign return address.
import { describe, expect, it, vi } from 'vitest';
import { ZMemberSignIn } from '#domain/entities/member.ts';
import { issueCustomAuthCode } from '#server/src/members/custom-auth-codes.ts';
import { memberCall } from '../member-api';
import { APP_ORIGIN, errorOf, OKINAWA, TOKYO } from '../test-api';
import { apiWithClock, type Api } from './account-api';

vi.setConfig({ testTimeout: 60_000 });

const CALLBACK = `${APP_ORIGIN}/sso/custom/callback?hotel_code=${TOKYO.code}`;

async function authorize(api: Api, session: string, redirectUri = CALLBACK, hotelId: number = TOKYO.id) {
  return memberCall(api.app, session, 'GET', `/hotels/${hotelId}/memberships/custom/authorize?redirect_uri=${encodeURIComponent(redirectUri)}`);
}

async function started(api: Api, session: string) {
  const response = await authorize(api, session);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { authorization_url: string; state: string } };
  return { url: new URL(data.authorization_url), state: data.state };
}

/** The member continues on the stand-in partner page; answers the address it sends them to. */
async function partnerContinues(api: Api, url: URL, email = 'hanako@example.com') {
  const page = await api.app.request(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), email });
  const response = await api.app.request(url.pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const signIn = (api: Api, session: string, body: object, hotelId: number = TOKYO.id) =>
  memberCall(api.app, session, 'POST', `/hotels/${hotelId}/memberships/custom/sign_in`, { body });

describe('partner (SSO) sign-in through /sso/custom/callback', () => {
  it('signs the member in once with the code and the state it started', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { url, state } = await started(api, session);
    expect(url.pathname).toBe('/__partner/sign-in');
    expect(url.searchParams.get('state')).toBe(state);
    const back = await partnerContinues(api, url);
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_ORIGIN}/sso/custom/callback`);
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('hotel_code')).toBe(TOKYO.code);
    const code = back.searchParams.get('code') ?? '';
    const response = await signIn(api, session, { state, code });
    expect(response.status).toBe(200);
    const signedIn = ZMemberSignIn.parse(((await response.json()) as { data: unknown }).data);
    expect(signedIn.user?.email).toBe('hanako@example.com');

    // Replayed: the same state and code, or the code with a fresh state, sign nobody in.
    expect((await errorOf(await signIn(api, session, { state, code }))).codes).toEqual([3401]);
    const fresh = await started(api, session);
    expect((await errorOf(await signIn(api, session, { state: fresh.state, code }))).codes).toEqual([3401]);
  });

  it('refuses a forged or missing state and leaves the real sign-in usable', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { url, state } = await started(api, session);
    const code = (await partnerContinues(api, url)).searchParams.get('code') ?? '';
    expect((await errorOf(await signIn(api, session, { state: 'f'.repeat(43), code }))).codes).toEqual([3401]);
    expect((await signIn(api, session, { code })).status).toBe(422);
    // The forged attempt spent nothing of the real state: it still works with a fresh code of the partner.
    const again = await partnerContinues(api, url);
    expect((await signIn(api, session, { state, code: again.searchParams.get('code') })).status).toBe(200);
  });

  it('refuses a code or a state of another brand', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { state } = await started(api, session);
    // A partner code vouching for a member of brand 2 (umi@example.com), presented at a brand 1 hotel.
    const umiMember = api.db.prepare<[], { id: number }>("SELECT id FROM members WHERE email = 'umi@example.com'").get();
    const foreignCode = issueCustomAuthCode(api.db, { brandId: 2, memberId: umiMember?.id ?? 0 }, new Date('2026-06-01T03:00:00Z'));
    expect((await errorOf(await signIn(api, session, { state, code: foreignCode }))).codes).toEqual([3401]);

    // A brand 1 state and code presented at a brand 2 hotel (with a brand 2 session).
    const second = await started(api, session);
    const code = (await partnerContinues(api, second.url)).searchParams.get('code') ?? '';
    const umi = await api.newSession(OKINAWA.code);
    expect((await signIn(api, umi, { state: second.state, code }, OKINAWA.id)).status).not.toBe(200);
    // Brand 2 has no partner site: its start call is refused.
    expect((await authorize(api, umi, `${APP_ORIGIN}/sso/custom/callback`, OKINAWA.id)).status).toBe(403);
  });

  it('sends codes only to the app: a foreign return address is refused at the start and on the partner page', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const refused = await authorize(api, session, 'https://evil.example/sso/custom/callback');
    expect(refused.status).toBe(422);
    const page = await api.app.request(`/__partner/sign-in?hotel_code=${TOKYO.code}&state=x&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`);
    expect(page.status).toBe(400);
    const post = await api.app.request('/__partner/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ hotel_code: TOKYO.code, state: 'x', redirect_uri: 'https://evil.example/cb', email: 'hanako@example.com' }).toString(),
    });
    expect(post.status).toBe(400);
  });
});

describe('travel site (OTA) sign-in returning to /ota-sign-in', () => {
  const OTA_BACK = `${APP_ORIGIN}/ota-sign-in?hotel_code=${OKINAWA.code}`;
  const otaAuthorize = (api: Api, session: string, hotelId: number, redirectUri = OTA_BACK) =>
    memberCall(api.app, session, 'GET', `/hotels/${hotelId}/memberships/ota/authorize?redirect_uri=${encodeURIComponent(redirectUri)}`);

  it('signs in once through the travel site consent page; a replay, another brand and a foreign address are refused', async () => {
    const { api } = apiWithClock();
    const umi = await api.newSession(OKINAWA.code);
    const response = await otaAuthorize(api, umi, OKINAWA.id);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { authorization_url: string; state: string } };
    const url = new URL(data.authorization_url);
    expect(url.pathname).toBe('/__providers/ota/authorize');
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), subject: 'ota-1', email: 'ota.one@example.com', name: 'Aoi Mori', action: 'allow' });
    const consent = await api.app.request(url.pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    const back = new URL(consent.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_ORIGIN}/ota-sign-in`);
    expect(back.searchParams.get('state')).toBe(data.state);
    const body = { state: data.state, code: back.searchParams.get('code') };
    const signIn = (session: string, hotelId: number) => memberCall(api.app, session, 'POST', `/hotels/${hotelId}/memberships/ota/sign_in`, { body });

    // The state and code at a hotel of another brand: refused, and the state is spent by the attempt.
    const sakura = await api.newSession();
    expect((await signIn(sakura, TOKYO.id)).status).not.toBe(200);
    // The brand that does not offer the travel site cannot start it.
    expect((await otaAuthorize(api, sakura, TOKYO.id, `${APP_ORIGIN}/ota-sign-in`)).status).toBe(403);
    // A foreign return address is refused at the start.
    expect((await otaAuthorize(api, umi, OKINAWA.id, 'https://evil.example/ota-sign-in')).status).toBe(422);

    // A fresh round trip signs in as the OTA identity, once.
    const again = (await (await otaAuthorize(api, umi, OKINAWA.id)).json()) as { data: { authorization_url: string; state: string } };
    const againUrl = new URL(again.data.authorization_url);
    const againForm = new URLSearchParams({ ...Object.fromEntries(againUrl.searchParams), subject: 'ota-1', email: 'ota.one@example.com', name: 'Aoi Mori', action: 'allow' });
    const againBack = new URL(
      (await api.app.request(againUrl.pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: againForm.toString() })).headers.get('location') ?? '',
    );
    const fresh = { state: again.data.state, code: againBack.searchParams.get('code') };
    const ok = await memberCall(api.app, umi, 'POST', `/hotels/${OKINAWA.id}/memberships/ota/sign_in`, { body: fresh });
    expect(ok.status).toBe(200);
    expect(ZMemberSignIn.parse(((await ok.json()) as { data: unknown }).data).user?.email).toBe('ota.one@example.com');
    const replay = await memberCall(api.app, umi, 'POST', `/hotels/${OKINAWA.id}/memberships/ota/sign_in`, { body: fresh });
    expect((await errorOf(replay)).codes).toEqual([3861]);
  });
});
