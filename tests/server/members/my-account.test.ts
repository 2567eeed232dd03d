// My account on the server (issue 18): the profile with the spec's update rules, external-provider members refused
// on the fields their provider owns (3860), the reservations tabs, filters and paging, the programme switch, and
// account deletion (personal data gone, bookings kept, every session ended, sign-in fails). Every call acts on the
// member the bearer token names: member A's token never reaches member B.
import { describe, expect, it, vi } from 'vitest';
import { ZMemberSignIn } from '#domain/entities/member.ts';
import { ZMemberProfile, ZMyReservations } from '#domain/entities/member-account.ts';
import { createMemberSession } from '#server/src/members/member-sessions.ts';
import { MEMBER_SEED } from '#server/src/members/seed-members.ts';
import { bearer, HANAKO, memberCall, signIn, TARO } from '../member-api';
import { errorOf, NOW, TOKYO } from '../test-api';
import { apiWithClock, membership, type Api } from './account-api';

vi.setConfig({ testTimeout: 60_000 });

const FACEBOOK_MEMBER = MEMBER_SEED.providerMembers[0];

const showProfile = async (api: Api, session: string, token: string) =>
  ZMemberProfile.parse(((await (await membership(api, session, 'GET', 'show', { token })).json()) as { data: unknown }).data);
const update = (api: Api, session: string, token: string, body: object) => membership(api, session, 'PUT', 'update', { token, body });
const myReservations = async (api: Api, session: string, token: string, query = '') => {
  const response = await memberCall(api.app, session, 'GET', `/user/reservations${query}`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return ZMyReservations.parse(await response.json());
};

describe('profile', () => {
  it('reads and updates the signed-in member\'s own profile: prefecture, receipt name, Taiwan tax id, promotion opt-in', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    expect(await showProfile(api, session, token)).toMatchObject({ id: HANAKO.id, email: HANAKO.email, profile_editable: true, provider_owned_fields: [] });
    const response = await update(api, session, token, {
      prefecture: 'JP-13',
      postal_code: '1040061',
      receipt_name: 'Sato Trading',
      receipt_tax_id: '12345678',
      promotion_email_opt_in: true,
      first_name_kanji: '花子',
      last_name_kana: 'サトウ',
    });
    expect(response.status).toBe(200);
    expect(await showProfile(api, session, token)).toMatchObject({
      prefecture: 'JP-13',
      receipt_tax_id: '12345678',
      promotion_email_opt_in: true,
      first_name_kanji: '花子',
      last_name_kana: 'サトウ',
    });
  });

  it('refuses a 48th prefecture, a 7-digit tax id, hiragana as kana and a name outside the locale script', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    const bad = await update(api, session, token, { prefecture: 'JP-48', receipt_tax_id: '1234567', last_name_kana: 'さとう', phone: '03-1234' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await errorOf(bad)).details).sort()).toEqual(['base', 'last_name_kana', 'phone', 'prefecture', 'receipt_tax_id']);
    const script = await update(api, session, token, { first_name: '김', locale: 'ja' });
    expect((await errorOf(script)).details.first_name).toEqual([{ error: 'unsupported_characters' }]);
  });

  it('requires kanji and kana names where the hotel asks for them (Sakura Tokyo), of a member who uses Japanese', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    // The seeded Hanako has them; clearing them is refused.
    const cleared = await update(api, session, token, { first_name_kanji: null, last_name_kana: null });
    expect(Object.keys((await errorOf(cleared)).details).sort()).toEqual(['base', 'first_name_kanji', 'last_name_kana']);
    // A member who uses English is not asked for them.
    const english = await update(api, session, token, { first_name_kanji: null, last_name_kana: null, locale: 'en' });
    expect(english.status).toBe(200);
    const japanese = await update(api, session, token, { locale: 'ja' });
    expect(Object.keys((await errorOf(japanese)).details).sort()).toEqual(['base', 'first_name_kanji', 'last_name_kana']);
    const complete = await update(api, session, token, { locale: 'ja', first_name_kanji: '花子', last_name_kana: 'サトウ' });
    expect(complete.status).toBe(200);
  });

  it('refuses the provider-owned fields of an external-provider member (3860) and keeps the rest editable', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    // A provider member has no password here; the session stands for one opened by the provider's sign-in.
    const { token } = createMemberSession(api.db, { brandId: 1, memberId: FACEBOOK_MEMBER.id }, NOW);
    expect(await showProfile(api, session, token)).toMatchObject({ provider: 'facebook', provider_owned_fields: expect.arrayContaining(['first_name']) });
    const refused = await update(api, session, token, { first_name: 'Mallory', receipt_name: 'Kimura' });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).codes).toEqual([3860]);
    expect(await showProfile(api, session, token)).toMatchObject({ first_name: FACEBOOK_MEMBER.firstName, receipt_name: null });
    expect((await update(api, session, token, { receipt_name: 'Kimura' })).status).toBe(200);
    const email = await membership(api, session, 'PUT', 'update_email', {
      token,
      body: { email: 'x@example.com', current_password: 'x', confirmation_url: 'http://localhost:5173/member-confirmation' },
    });
    expect((await errorOf(email)).codes).toEqual([3860]);
  });

  it('answers 401 without a member session and never names another member (no call takes a member id)', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    expect((await membership(api, session, 'GET', 'show')).status).toBe(401);
    const { session: taro } = await signIn(api.app, session, TOKYO.id, TARO);
    // An id smuggled into the body is not a field: the update stays Taro's own and Hanako's profile is untouched.
    await update(api, session, taro, { id: HANAKO.id, receipt_name: 'Taro Receipt' });
    const { session: hanako } = await signIn(api.app, session, TOKYO.id, HANAKO);
    expect((await showProfile(api, session, hanako)).receipt_name).toBeNull();
    expect((await showProfile(api, session, taro)).receipt_name).toBe('Taro Receipt');
  });
});

describe('GET /user/reservations', () => {
  it('lists the member\'s own stays by tab, filters by payment type and channel, and pages', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    const completed = await myReservations(api, session, token, '?status=completed');
    expect(completed.data.map((row) => row.reservation_number)).toEqual(['RPAST00005', 'RPAST00001', 'RPAST00002']);
    expect(completed.total_entries).toBe(3);
    const cancelled = await myReservations(api, session, token, '?status=cancelled');
    expect(cancelled.data.map((row) => row.reservation_number)).toEqual(['RPAST00003']);
    expect((await myReservations(api, session, token)).data).toEqual([]);
    expect((await myReservations(api, session, token, '?status=lottery')).data).toEqual([]);
    expect((await myReservations(api, session, token, '?status=completed&payment_type=on_site')).total_entries).toBe(3);
    expect((await myReservations(api, session, token, '?status=completed&payment_type=credit_card')).total_entries).toBe(0);
    expect((await myReservations(api, session, token, '?status=completed&channel=tripla')).total_entries).toBe(0);
    expect((await myReservations(api, session, token, '?status=completed&channel=officialWebsite')).total_entries).toBe(3);
    const page2 = await myReservations(api, session, token, '?status=completed&per_page=2&page=2');
    expect(page2).toMatchObject({ page: 2, total_pages: 2, total_entries: 3 });
    expect(page2.data.map((row) => row.reservation_number)).toEqual(['RPAST00002']);
    // Taro (another member) sees none of Hanako's.
    const { session: taro } = await signIn(api.app, session, TOKYO.id, TARO);
    expect((await myReservations(api, session, taro, '?status=completed')).total_entries).toBe(0);
  });
});

describe('programme switch', () => {
  it('moves the member to another available programme of the brand with a new session, and refuses others', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    const switched = await membership(api, session, 'POST', 'switch', { token, body: { program_id: 2 } });
    const signedIn = ZMemberSignIn.parse(((await switched.json()) as { data: unknown }).data);
    expect(signedIn.user?.program_id).toBe(2);
    expect(signedIn.session).not.toBe(token);
    for (const programId of [3, 4]) {
      const refused = await membership(api, session, 'POST', 'switch', { token: signedIn.session, body: { program_id: programId } });
      expect(refused.status).toBe(422);
    }
  });
});

describe('account deletion', () => {
  it('needs a reason and the password, removes personal data, keeps the bookings, ends every session and sign-in then fails', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token, refresh_token: refresh } = await signIn(api.app, session, TOKYO.id, HANAKO);
    const other = await signIn(api.app, session, TOKYO.id, HANAKO);
    const noDetails = await membership(api, session, 'POST', 'delete_account', { token, body: { reason: 'other', current_password: HANAKO.password } });
    expect((await errorOf(noDetails)).details.details).toBeDefined();
    const wrongPassword = await membership(api, session, 'POST', 'delete_account', { token, body: { reason: 'unused', current_password: 'Wrong-2026' } });
    expect(wrongPassword.status).toBe(422);
    const { session: taro } = await signIn(api.app, session, TOKYO.id, TARO);

    const deleted = await membership(api, session, 'POST', 'delete_account', { token, body: { reason: 'high_rates', current_password: HANAKO.password } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ data: { deleted: true, kept_reservations: 4 } });

    const row = api.db.prepare('SELECT email, first_name, last_name, receipt_name, deletion_reason FROM members WHERE id = ?').get(HANAKO.id);
    expect(row).toEqual({ email: `deleted-member-${HANAKO.id}@deleted.invalid`, first_name: '', last_name: '', receipt_name: null, deletion_reason: 'high_rates' });
    // The hotel keeps its bookings as booked.
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM reservations WHERE owner_member_id = ? AND email = 'hanako@example.com'").get(HANAKO.id)).toEqual({ n: 4 });
    for (const ended of [token, other.session]) expect((await membership(api, session, 'GET', 'show', { token: ended })).status).toBe(401);
    expect((await membership(api, session, 'POST', 'tokens', { body: { token: refresh, code: TOKYO.code } })).status).toBe(422);
    await expect(signIn(api.app, session, TOKYO.id, HANAKO)).rejects.toThrow(/422/);
    // Another member is untouched.
    expect((await showProfile(api, session, taro)).email).toBe(TARO.email);
  });
});
