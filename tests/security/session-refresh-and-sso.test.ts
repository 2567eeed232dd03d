// @vitest-environment node
// Attacks on the credentials that open a session without a password: a refresh token that outlives a sign-out or
// is replayed by whoever copied it, and a partner (SSO) code replayed from a history, a log or a bookmark.
import { describe, expect, it, vi } from 'vitest';
import { ZIdentity } from '#domain/entities/member.ts';
import { CUSTOM_AUTH_CODE_MS, issueCustomAuthCode } from '#server/src/members/custom-auth-codes.ts';
import { bearer, HANAKO, memberCall, signIn } from '../server/member-api';
import { APP_ORIGIN, createTestApi, NOW, TOKYO } from '../server/test-api';

vi.setConfig({ testTimeout: 30_000 });

type Api = ReturnType<typeof createTestApi>;

const refresh = (api: Api, session: string, token: string) =>
  memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/tokens`, { body: { token, code: TOKYO.code } });

async function signedInUser(api: Api, session: string, token: string) {
  const response = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/identity`, { headers: bearer(token) });
  return ZIdentity.parse(await response.json()).user?.id ?? null;
}

describe('refresh tokens', () => {
  it('stop working when the member signs out', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_out`, { headers: bearer(hanako.session) });
    const after = await refresh(api, session, hanako.refresh_token);
    expect(after.status).toBe(422);
    expect(((await after.json()) as { codes: number[] }).codes).toEqual([3403]);
  });

  it('a replay of an exchanged refresh token ends the whole family, the thief’s and the member’s sessions alike', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    // The member's browser rotates the token…
    const rotated = (await (await refresh(api, session, hanako.refresh_token)).json()) as { data: { session: string; refresh_token: string } };
    expect(await signedInUser(api, session, rotated.data.session)).toBe(HANAKO.id);
    // …and a copy of the old one comes back (a thief, a leaked link).
    expect((await refresh(api, session, hanako.refresh_token)).status).toBe(422);
    expect(await signedInUser(api, session, rotated.data.session)).toBeNull();
    expect((await refresh(api, session, rotated.data.refresh_token)).status).toBe(422);
  });
});

describe('partner (SSO) codes', () => {
  const login = (api: Api, session: string, code: string) =>
    memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/login`, { body: { grant_type: 'custom_authentication_code', code } });

  it('sign in once: a replayed code signs nobody in', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const code = issueCustomAuthCode(api.db, { brandId: 1, memberId: HANAKO.id }, NOW);
    expect((await login(api, session, code)).status).toBe(200);
    const replay = await login(api, session, code);
    expect(replay.status).toBe(422);
    expect(((await replay.json()) as { title: string }).title).toBe('custom_auth_failed');
  });

  it('work for minutes, not years', async () => {
    let now = NOW;
    const api = createTestApi({ now: () => now });
    const session = await api.newSession();
    const code = issueCustomAuthCode(api.db, { brandId: 1, memberId: HANAKO.id }, NOW);
    expect(CUSTOM_AUTH_CODE_MS).toBeLessThanOrEqual(10 * 60 * 1000);
    now = new Date(NOW.getTime() + CUSTOM_AUTH_CODE_MS);
    expect((await login(api, session, code)).status).toBe(422);
  });

  it("are minted by the stand-in partner page only for the app's own origins, each fresh", async () => {
    const api = createTestApi();
    const mint = (redirect: string) =>
      api.app.request('/__partner/sign-in', {
        method: 'POST',
        body: new URLSearchParams({ hotel_code: TOKYO.code, redirect_uri: redirect, email: HANAKO.email }),
      });
    const minted = await mint(`${APP_ORIGIN}/booking/result?hotel_code=${TOKYO.code}`);
    expect(minted.status).toBe(303);
    const code = new URL(minted.headers.get('Location') ?? '').searchParams.get('partner_token') ?? '';
    expect(code.length).toBeGreaterThanOrEqual(43);
    const session = await api.newSession();
    expect((await login(api, session, code)).status).toBe(200);
    expect((await mint('https://evil.example/steal')).status).toBe(400);
  });

  it('two sign-ins racing with one code open one session', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const code = issueCustomAuthCode(api.db, { brandId: 1, memberId: HANAKO.id }, NOW);
    const answers = await Promise.all([login(api, session, code), login(api, session, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });
});
