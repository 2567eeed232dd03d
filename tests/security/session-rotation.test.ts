// @vitest-environment node
// Attack: session fixation. An attacker puts a live token of their own in a link (accessToken, login_token) or
// otherwise gets the victim's app to send it; the victim then signs in. Before ADR 190 a member sign-in on top of
// an organisation session (and the reverse) joined the victim to the attacker's session and answered the
// attacker's own token, so the attacker held the victim's sign-in. Every sign-in now answers a new token and ends
// the one presented.
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZIdentity } from '#domain/entities/member.ts';
import { issueCustomAuthCode } from '#server/src/members/custom-auth-codes.ts';
import { issueLiffAccessToken } from '#server/src/liff/line-platform.ts';
import { bearer, CORPORATE_ADMIN, HANAKO, memberCall, signIn, TARO } from '../server/member-api';
import { createTestApi, NOW, TOKYO } from '../server/test-api';

// Password sign-ins check scrypt hashes at the production parameters: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

type Api = ReturnType<typeof createTestApi>;

/** Whom a token signs in now, as the identity call says (null: nobody; the token is dead). */
async function whoHolds(api: Api, session: string, token: string) {
  const response = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/identity`, { headers: bearer(token) });
  const identity = ZIdentity.parse(await response.json());
  return { user: identity.user?.id ?? null, organization: identity.organization?.account_name ?? null };
}

const NOBODY = { user: null, organization: null };

async function corporateSignIn(api: Api, session: string, headers: Record<string, string> = {}) {
  const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
    body: { account_id: CORPORATE_ADMIN.accountId, password: CORPORATE_ADMIN.password },
    headers,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { session: string } }).data.session;
}

describe('a token planted by an attacker never gains the identity of whoever signs in on top of it', () => {
  it('member sign-in on an organisation session: a new token; the planted one is dead', async () => {
    const api = createTestApi();
    const attackerSession = await api.newSession();
    const planted = await corporateSignIn(api, attackerSession);

    const victimSession = await api.newSession();
    const victim = await signIn(api.app, victimSession, TOKYO.id, HANAKO, bearer(planted));

    expect(victim.session).not.toBe(planted);
    expect(await whoHolds(api, attackerSession, planted)).toEqual(NOBODY);
    // The organisation signed in on that browser stays beside the member, on the new session only.
    expect(await whoHolds(api, victimSession, victim.session)).toEqual({ user: HANAKO.id, organization: CORPORATE_ADMIN.name });
  });

  it('organisation sign-in on a member session: a new token; the planted one is dead', async () => {
    const api = createTestApi();
    const attackerSession = await api.newSession();
    const planted = (await signIn(api.app, attackerSession, TOKYO.id, TARO)).session;

    const victimSession = await api.newSession();
    const victim = await corporateSignIn(api, victimSession, bearer(planted));

    expect(victim).not.toBe(planted);
    expect(await whoHolds(api, attackerSession, planted)).toEqual(NOBODY);
    expect(await whoHolds(api, victimSession, victim)).toEqual({ user: TARO.id, organization: CORPORATE_ADMIN.name });
  });

  it('member sign-in on another member session: the planted token is dead', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const planted = (await signIn(api.app, session, TOKYO.id, TARO)).session;
    const victim = await signIn(api.app, session, TOKYO.id, HANAKO, bearer(planted));
    expect(await whoHolds(api, session, planted)).toEqual(NOBODY);
    expect(await whoHolds(api, session, victim.session)).toEqual({ user: HANAKO.id, organization: null });
  });

  it('partner (SSO) code, one-time token, LINE and refresh sign-ins end the presented token too', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const planted = async () => (await signIn(api.app, session, TOKYO.id, TARO)).session;
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);

    const sso = await planted();
    const code = issueCustomAuthCode(api.db, { brandId: 1, memberId: HANAKO.id }, NOW);
    const partner = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/login`, {
      body: { grant_type: 'custom_authentication_code', code },
      headers: bearer(sso),
    });
    expect(partner.status).toBe(200);
    expect(await whoHolds(api, session, sso)).toEqual(NOBODY);

    const oneTime = await planted();
    const minted = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/one_time_access_tokens`, { headers: bearer(hanako.session) });
    const { data } = (await minted.json()) as { data: { one_time_access_token: string } };
    const exchanged = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/identity`, {
      headers: { ...bearer(oneTime), [REQUEST_HEADERS.oneTimeAccessToken]: data.one_time_access_token },
    });
    expect(ZIdentity.parse(await exchanged.json()).user?.id).toBe(HANAKO.id);
    expect(await whoHolds(api, session, oneTime)).toEqual(NOBODY);

    const line = await planted();
    const liffToken = issueLiffAccessToken(api.db, { userId: `U${'a'.repeat(32)}`, displayName: 'LINE Guest' }, NOW);
    const liff = await memberCall(api.app, session, 'POST', '/liff/upsert', { body: { hotel_code: TOKYO.code, liff_access_token: liffToken }, headers: bearer(line) });
    expect(liff.status).toBe(201);
    expect(await whoHolds(api, session, line)).toEqual(NOBODY);

    const refresh = await planted();
    const refreshed = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/tokens`, {
      body: { token: hanako.refresh_token, code: TOKYO.code },
      headers: bearer(refresh),
    });
    expect(refreshed.status).toBe(200);
    expect(await whoHolds(api, session, refresh)).toEqual(NOBODY);
  });
});

describe('a token handed over in an address (accessToken, login_token) is exchanged, never adopted as is', () => {
  const handOver = (api: Api, session: string, token: string, headers: Record<string, string> = {}) =>
    memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/hand_over`, { body: { token }, headers });

  it('answers a new token for the member and ends the handed one and the one the app held', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const handed = (await signIn(api.app, session, TOKYO.id, HANAKO)).session;
    const held = (await signIn(api.app, session, TOKYO.id, TARO)).session;
    const response = await handOver(api, session, handed, bearer(held));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { session: string; user: { id: number } } };
    expect(data.session).not.toBe(handed);
    expect(data.user.id).toBe(HANAKO.id);
    expect(await whoHolds(api, session, handed)).toEqual(NOBODY);
    expect(await whoHolds(api, session, held)).toEqual(NOBODY);
    // Handed over once: a second use of the same link signs nobody in.
    expect((await handOver(api, session, handed)).status).toBe(422);
  });

  it("refuses an organisation's session: a corporate sign-in cannot be planted through a link", async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const planted = await corporateSignIn(api, session);
    const response = await handOver(api, session, planted);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { codes: number[] }).codes).toEqual([3401]);
  });
});
