// @vitest-environment node
import { scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZIdentity, ZMembershipProgram } from '#domain/entities/member.ts';
import { ZBookingWidgetSettings } from '#domain/entities/settings.ts';
import { MEMBER_SESSION_MS } from '#server/src/members/member-sessions.ts';
import { createMemberSession, resolveMemberToken } from '#server/src/members/member-sessions.ts';
import { issueMemberToken, spendMemberToken } from '#server/src/members/member-tokens.ts';
import { hashPassword, PASSWORD_WORK, paramsText, passwordWork, SCRYPT_PARAMS, seedPasswordHash, verifyPassword } from '#server/src/members/passwords.ts';
import { MEMBER_SEED } from '#server/src/members/seed-members.ts';
import { issueCustomAuthCode } from '#server/src/members/custom-auth-codes.ts';
import { bearer, CORPORATE_ADMIN, HANAKO, LEGACY, memberCall, signIn, TARO, UMI_MEMBER } from './member-api';
import { createTestApi, day, errorOf, NOW, OKINAWA, reservationOf, TOKYO } from './test-api';

// Sign-ins check scrypt hashes at the production parameters (about 0.4 s each; seconds on a busy machine).
vi.setConfig({ testTimeout: 30_000 });

const identity = async (api: ReturnType<typeof createTestApi>, session: string, headers: Record<string, string> = {}, hotelId: number = TOKYO.id) => {
  const response = await memberCall(api.app, session, 'GET', `/hotels/${hotelId}/memberships/identity`, { headers });
  return { status: response.status, body: response.status === 200 ? ZIdentity.parse(await response.json()) : await errorOf(response) };
};

describe('passwords', () => {
  it('hashes with scrypt at the stored parameters and a salt, and checks in constant time', async () => {
    const hash = await hashPassword('Sakura-2026');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${paramsText(PASSWORD_WORK)}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(await hashPassword('Sakura-2026')).not.toBe(hash);
    expect(await verifyPassword('Sakura-2026', hash)).toEqual({ matches: true, needsRehash: false });
    expect(await verifyPassword('sakura-2026', hash)).toEqual({ matches: false, needsRehash: false });
    expect(await verifyPassword('Sakura-2026', 'plain')).toEqual({ matches: false, needsRehash: false });
  });

  it('works at production strength unless a test stack lowers N within bounds', () => {
    expect(passwordWork(undefined)).toEqual({ ln: 17, r: 8, p: 1 });
    expect(passwordWork('12')).toEqual({ ln: 12, r: 8, p: 1 });
    for (const outOfBounds of ['2', '9', '21', 'x', '', '12.5']) expect(passwordWork(outOfBounds)).toEqual(SCRYPT_PARAMS);
  });

  it('keeps a stored hash stronger than new ones, and replaces a weaker one on sign-in', async () => {
    const stronger = `scrypt$${paramsText({ ...PASSWORD_WORK, ln: PASSWORD_WORK.ln + 1 })}$00112233445566778899aabbccddeeff$`;
    const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const weakerParams = { ...PASSWORD_WORK, ln: PASSWORD_WORK.ln - 1 };
    const key = (ln: number) => scryptSync('Sakura-2026', salt, 32, { N: 2 ** ln, r: 8, p: 1, maxmem: 2 ** 30 }).toString('hex');
    expect(await verifyPassword('Sakura-2026', stronger + key(PASSWORD_WORK.ln + 1))).toEqual({ matches: true, needsRehash: false });
    const weaker = `scrypt$${paramsText(weakerParams)}$00112233445566778899aabbccddeeff$${key(weakerParams.ln)}`;
    expect(await verifyPassword('Sakura-2026', weaker)).toEqual({ matches: true, needsRehash: true });
  });

  it('seeds hashes that match the demo passwords', async () => {
    const seeded = [...MEMBER_SEED.members, ...MEMBER_SEED.organizationAccounts];
    const checks = await Promise.all(seeded.map((account) => verifyPassword(account.password, seedPasswordHash(account.password, account.passwordSalt))));
    expect(checks.every((check) => check.matches && !check.needsRehash)).toBe(true);
  });
});

describe('member sessions', () => {
  it('resolves a token for its own brand, reports another brand as a mismatch and an expired one as not found', () => {
    const { db } = createTestApi();
    const { token } = createMemberSession(db, { brandId: 1, memberId: HANAKO.id }, NOW);
    expect(resolveMemberToken(db, token, 1, NOW)).toMatchObject({ status: 'signed_in', session: { memberId: HANAKO.id, brandId: 1 } });
    expect(resolveMemberToken(db, token, 2, NOW)).toEqual({ status: 'brand_mismatch' });
    expect(resolveMemberToken(db, token, 1, new Date(NOW.getTime() + MEMBER_SESSION_MS))).toEqual({ status: 'not_found' });
    expect(resolveMemberToken(db, undefined, 1, NOW)).toEqual({ status: 'none' });
  });

  it('spends a one-time token once', () => {
    const { db } = createTestApi();
    const token = issueMemberToken(db, 'one_time_access', { brandId: 1, memberId: TARO.id }, NOW);
    expect(spendMemberToken(db, 'one_time_access', token, 2, NOW)).toEqual({ status: 'brand_mismatch' });
    expect(spendMemberToken(db, 'one_time_access', token, 1, NOW)).toEqual({ status: 'ok', memberId: TARO.id, familyId: null });
    expect(spendMemberToken(db, 'one_time_access', token, 1, NOW)).toEqual({ status: 'spent' });
    expect(spendMemberToken(db, 'refresh', token, 1, NOW)).toEqual({ status: 'not_found' });
  });
});

describe('membership settings', () => {
  it('tells the app what each brand offers', async () => {
    const api = createTestApi();
    const settings = ZBookingWidgetSettings.parse(await (await api.app.request(`/hotels/${TOKYO.code}/settings/booking_widget`)).json());
    const off = { is_active: false, settings_url: null, with_organization_url: null };
    expect(settings.membership).toEqual({
      login_enabled: true,
      corporate_login_enabled: true,
      sign_up_enabled: true,
      custom_auth_token_name: 'partner_token',
      sign_in_providers: ['line', 'facebook', 'creansmaerd', 'open_id'],
      point_name: 'Sakura Points',
      integrations: { membership_menu_redirect: off, customer_login_redirect: off },
    });
    const umi = ZBookingWidgetSettings.parse(await (await api.app.request(`/hotels/${OKINAWA.code}/settings/booking_widget`)).json());
    expect(umi.membership?.corporate_login_enabled).toBe(false);
  });
});

describe('POST /hotels/{id}/memberships/sign_in', () => {
  it('signs a seeded member in and the identity call then names them', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const signedIn = await signIn(api.app, session, TOKYO.id, HANAKO);
    expect(signedIn.user).toMatchObject({ id: HANAKO.id, first_name: 'Hanako', program_id: 1, non_signed_in_program_ids: [2, 3] });
    expect(Date.parse(signedIn.expires_at)).toBe(NOW.getTime() + MEMBER_SESSION_MS);
    const { body } = await identity(api, session, bearer(signedIn.session));
    expect(body).toMatchObject({ session: signedIn.session, user: { id: HANAKO.id }, organization: null, meta: { reset_code: null } });
  });

  it('refuses a wrong password and an unknown email alike, at the password field, without a 401', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    for (const body of [{ email: HANAKO.email, password: 'Wrong-2026' }, { email: 'nobody@example.com', password: HANAKO.password }]) {
      const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_in`, { body });
      expect(response.status).toBe(422);
      const error = await errorOf(response);
      expect(error.title).toBe('sign_in_failed');
      expect(error.details.password?.[0]?.error).toBe('sign_in_failed');
    }
  });

  it('is brand-scoped: a member of another brand cannot sign in here', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_in`, { body: { email: UMI_MEMBER.email, password: UMI_MEMBER.password } });
    expect(response.status).toBe(422);
  });

  it('validates the fields', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_in`, { body: { email: 'not-an-email', password: '' } });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(Object.keys(error.details)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('identity reset codes', () => {
  it('answers 3401 for an unknown or signed-out token and 3402 for another brand', async () => {
    const api = createTestApi();
    const tokyo = await api.newSession();
    expect((await identity(api, tokyo)).body).toMatchObject({ session: null, meta: { reset_code: null } });
    expect((await identity(api, tokyo, bearer('no-such-token-0000000000'))).body).toMatchObject({ session: null, meta: { reset_code: 3401 } });

    const okinawa = await api.newSession(OKINAWA.code);
    const umi = await signIn(api.app, okinawa, OKINAWA.id, UMI_MEMBER);
    expect((await identity(api, tokyo, bearer(umi.session))).body).toMatchObject({ session: null, meta: { reset_code: 3402 } });

    const hanako = await signIn(api.app, tokyo, TOKYO.id, HANAKO);
    const out = await memberCall(api.app, tokyo, 'POST', `/hotels/${TOKYO.id}/memberships/sign_out`, { headers: bearer(hanako.session) });
    expect(await out.json()).toEqual({ data: { signed_out: true } });
    expect((await identity(api, tokyo, bearer(hanako.session))).body).toMatchObject({ session: null, meta: { reset_code: 3401 } });
  });
});

describe('one-time access tokens', () => {
  it('open a new session once; a second use is refused with 3403', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    const minted = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/one_time_access_tokens`, { headers: bearer(hanako.session) });
    expect(minted.status).toBe(201);
    const { data } = (await minted.json()) as { data: { one_time_access_token: string } };
    const header = { [REQUEST_HEADERS.oneTimeAccessToken]: data.one_time_access_token };

    const first = await identity(api, session, header);
    expect(first.body).toMatchObject({ user: { id: HANAKO.id } });
    const fresh = (first.body as { session: string }).session;
    expect(fresh).not.toBe(hanako.session);

    const second = await identity(api, session, header);
    expect(second.status).toBe(422);
    expect((second.body as { codes: number[] }).codes).toEqual([3403]);
  });

  it('need a signed-in member to be minted', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/one_time_access_tokens`);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).codes).toEqual([1400]);
  });
});

describe('POST /hotels/{id}/memberships/tokens (refresh)', () => {
  it('exchanges a refresh token once for a session and a new refresh token', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    const exchange = () =>
      memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/tokens`, { body: { token: hanako.refresh_token, code: TOKYO.code } });
    const first = await exchange();
    expect(first.status).toBe(200);
    const { data } = (await first.json()) as { data: { session: string; refresh_token: string; user: { id: number } } };
    expect(data.user.id).toBe(HANAKO.id);
    expect(data.refresh_token).not.toBe(hanako.refresh_token);
    const again = await exchange();
    expect(again.status).toBe(422);
    expect((await errorOf(again)).codes).toEqual([3403]);
  });

  it('refuses a code of another hotel', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/tokens`, { body: { token: hanako.refresh_token, code: 'sakura-kyoto' } });
    expect(response.status).toBe(422);
  });
});

describe('POST /hotels/{id}/memberships/login (custom authentication code)', () => {
  it('signs in the member a partner code names, and refuses an unknown code', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const login = (code: string) =>
      memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/login`, { body: { grant_type: 'custom_authentication_code', code } });
    const ok = await login(issueCustomAuthCode(api.db, { brandId: 1, memberId: HANAKO.id }, NOW));
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { user: { id: number } } }).data.user.id).toBe(HANAKO.id);
    const refused = await login('SAKURA-SSO-NOBODY');
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).title).toBe('custom_auth_failed');
  });
});

describe('GET /user/me and the programme', () => {
  it('answers the signed-in member, and 401 code 1400 without one', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    const me = await memberCall(api.app, session, 'GET', '/user/me', { headers: bearer(hanako.session) });
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(HANAKO.email);
    const nobody = await memberCall(api.app, session, 'GET', '/user/me', { headers: bearer('x'.repeat(40)) });
    expect(nobody.status).toBe(401);
    expect((await errorOf(nobody)).codes).toEqual([1400]);
  });

  it('answers the programme, and fails for a programme no longer served', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    const program = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/program`, { headers: bearer(hanako.session) });
    expect(ZMembershipProgram.parse(((await program.json()) as { data: unknown }).data)).toEqual({ id: 1, name: 'Sakura Club', point_program_enabled: true });
    const legacy = await signIn(api.app, session, TOKYO.id, LEGACY);
    const failed = await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/program`, { headers: bearer(legacy.session) });
    expect(failed.status).toBe(422);
    expect((await errorOf(failed)).title).toBe('program_unavailable');
  });
});

describe('POST /hotels/{code}/organization/sign_in', () => {
  it('signs the organisation in beside a member already signed in, on a new session that ends the old one', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
      body: { account_id: CORPORATE_ADMIN.accountId, password: CORPORATE_ADMIN.password },
      headers: bearer(hanako.session),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { session: string; user: { id: number }; organization: { display_name: string; role: string } } };
    expect(data.session).not.toBe(hanako.session);
    expect(data.user.id).toBe(HANAKO.id);
    expect((await identity(api, session, bearer(hanako.session))).body).toMatchObject({ session: null, meta: { reset_code: 3401 } });
    expect(data.organization).toMatchObject({ display_name: 'Sakura Trading', role: 'admin', account_name: 'Yuki Ito' });
  });

  it('refuses a wrong password at the field, and brands without corporate sign-in', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const wrong = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, { body: { account_id: CORPORATE_ADMIN.accountId, password: 'nope' } });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).details.password?.[0]?.error).toBe('sign_in_failed');
    const okinawa = await api.newSession(OKINAWA.code);
    const disabled = await memberCall(api.app, okinawa, 'POST', `/hotels/${OKINAWA.code}/organization/sign_in`, { body: { account_id: 'x', password: 'y' } });
    expect(disabled.status).toBe(403);
  });
});

describe('reservations made while signed in', () => {
  it('belong to the member, who alone may manage them', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'standard-double', roomPlanCode: 'standard-double_room-only', checkin: day(14), checkout: day(15), headers: bearer(hanako.session) });
    const booked = await api.app.request(`/hotels/${TOKYO.id}/reservations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session, [REQUEST_HEADERS.idempotencyKey]: crypto.randomUUID(), ...bearer(hanako.session) },
      body: JSON.stringify(body),
    });
    expect(booked.status).toBe(201);
    const reservation = await reservationOf(booked);
    expect(reservation.owner_kind).toBe('member');
    const row = api.db.prepare<[string], { owner_member_id: number }>('SELECT owner_member_id FROM reservations WHERE reservation_number = ?').get(reservation.reservation_number);
    expect(row?.owner_member_id).toBe(HANAKO.id);

    const manage = (headers: Record<string, string>) =>
      memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/reservations/${reservation.reservation_number}/management?bypass_token=${reservation.bypass_token}`, { headers });
    expect((await manage(bearer(hanako.session))).status).toBe(200);
    expect((await errorOf(await manage({}))).title).toBe('member_sign_in_required');
    const taro = await signIn(api.app, session, TOKYO.id, TARO);
    expect((await errorOf(await manage(bearer(taro.session)))).title).toBe('wrong_member');
  });
});
