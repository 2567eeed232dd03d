// Confirmation and e-mail lifecycle (issue 18): /member-confirmation's confirm call with email_update, redirect_url
// (only origins the brand vouches for) and program_id; resend_confirm_email answers alike for any address; a new
// login e-mail stays pending until the link mailed to the NEW address is opened.
import { describe, expect, it, vi } from 'vitest';
import { ZMemberSignIn } from '#domain/entities/member.ts';
import { ZMemberProfile } from '#domain/entities/member-account.ts';
import { bearer, HANAKO, memberCall, signIn, TARO } from '../member-api';
import { errorOf, HOST_ORIGIN, TOKYO } from '../test-api';
import { apiWithClock, CONFIRMATION_URL, latestLinkParam, mailsTo, membership, type Api } from './account-api';

vi.setConfig({ testTimeout: 60_000 });

const NEW_ADDRESS = 'hanako.new@example.com';

const changeEmail = (api: Api, session: string, token: string, email: string, password: string = HANAKO.password) =>
  membership(api, session, 'PUT', 'update_email', { token, body: { email, current_password: password, confirmation_url: CONFIRMATION_URL } });
const confirm = (api: Api, session: string, body: object) => membership(api, session, 'POST', 'confirm', { body });
const profile = async (api: Api, session: string, token: string) =>
  ZMemberProfile.parse(((await (await membership(api, session, 'GET', 'show', { token })).json()) as { data: unknown }).data);

describe('changing the login e-mail', () => {
  it('stays pending until the link mailed to the new address is opened, then the new address signs in and the old does not', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    const asked = await changeEmail(api, session, token, NEW_ADDRESS);
    expect(asked.status).toBe(200);
    expect(((await asked.json()) as { data: { pending_email: string } }).data.pending_email).toBe(NEW_ADDRESS);
    // The mail goes to the new address only; the old one still signs in while it waits.
    expect(mailsTo(api, HANAKO.email)).toEqual([]);
    // In the member's language (the seeded members' is Japanese).
    expect(mailsTo(api, NEW_ADDRESS)[0]?.subject).toContain('メールアドレス変更');
    expect(await profile(api, session, token)).toMatchObject({ email: HANAKO.email, pending_email: NEW_ADDRESS });
    await signIn(api.app, session, TOKYO.id, HANAKO);

    const link = latestLinkParam(api, NEW_ADDRESS, 'confirmation_token');
    const confirmed = await confirm(api, session, { confirmation_token: link, email_update: true });
    expect(confirmed.status).toBe(200);
    const { data } = (await confirmed.json()) as { data: unknown };
    const signedIn = ZMemberSignIn.parse(data);
    expect(signedIn.user?.email).toBe(NEW_ADDRESS);
    // The change ended the sessions opened with the old login.
    const old = (await (await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/identity`, { headers: bearer(token) })).json()) as {
      session: string | null;
    };
    expect(old.session).toBeNull();
    await expect(signIn(api.app, session, TOKYO.id, HANAKO)).rejects.toThrow(/422/);
    expect((await signIn(api.app, session, TOKYO.id, { email: NEW_ADDRESS, password: HANAKO.password })).user?.id).toBe(HANAKO.id);
    // The link is single use.
    expect((await errorOf(await confirm(api, session, { confirmation_token: link, email_update: true }))).codes).toEqual([3403]);
  });

  it('kills the first link when the e-mail is changed a second time (attack: the old link is dead)', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    await changeEmail(api, session, token, 'attacker@example.com');
    const first = latestLinkParam(api, 'attacker@example.com', 'confirmation_token');
    await changeEmail(api, session, token, NEW_ADDRESS);
    const refused = await confirm(api, session, { confirmation_token: first, email_update: true });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).codes).toEqual([3403]);
    expect(await profile(api, session, token)).toMatchObject({ email: HANAKO.email, pending_email: NEW_ADDRESS });
  });

  it('a link acts only on the member it was issued for: another signed-in member, a sign-up confirm and a cancelled change do nothing', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: hanako } = await signIn(api.app, session, TOKYO.id, HANAKO);
    const { session: taro } = await signIn(api.app, session, TOKYO.id, TARO);
    await changeEmail(api, session, hanako, NEW_ADDRESS);
    const link = latestLinkParam(api, NEW_ADDRESS, 'confirmation_token');
    // Sent without email_update it is read as a sign-up token: unknown (3401), nothing changes.
    expect((await errorOf(await confirm(api, session, { confirmation_token: link }))).codes).toEqual([3401]);
    // Taro cancelling "his" pending change leaves Hanako's alone: calls take no member id.
    await membership(api, session, 'POST', 'cancel', { token: taro });
    expect(await profile(api, session, taro)).toMatchObject({ email: TARO.email, pending_email: null });
    expect(await profile(api, session, hanako)).toMatchObject({ pending_email: NEW_ADDRESS });
    // Hanako cancels: the link dies.
    await membership(api, session, 'POST', 'cancel', { token: hanako });
    expect((await errorOf(await confirm(api, session, { confirmation_token: link, email_update: true }))).codes).toEqual([3403]);
    expect(await profile(api, session, taro)).toMatchObject({ email: TARO.email });
  });

  it('refuses without the current password, and an address another member uses', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const { session: token } = await signIn(api.app, session, TOKYO.id, HANAKO);
    const wrong = await changeEmail(api, session, token, NEW_ADDRESS, 'Wrong-2026');
    expect((await errorOf(wrong)).details.current_password).toEqual([{ error: 'incorrect_password' }]);
    const taken = await changeEmail(api, session, token, TARO.email);
    expect((await errorOf(taken)).details.email).toEqual([{ error: 'email_taken' }]);
    expect(mailsTo(api, NEW_ADDRESS)).toEqual([]);
  });
});

describe('member confirmation redirect_url and program_id', () => {
  const pendingSignUp = async (api: Api, session: string) => {
    await membership(api, session, 'POST', 'sign_up', {
      body: { email: 'mei@example.com', password: 'Blossom-2026', first_name: 'Mei', last_name: 'Tanaka', locale: 'en', terms_accepted: true, confirmation_url: CONFIRMATION_URL },
    });
    return latestLinkParam(api, 'mei@example.com', 'confirmation_token');
  };

  it('refuses a redirect_url outside the brand (open-redirect attack) before spending the token', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const token = await pendingSignUp(api, session);
    for (const redirect of ['https://evil.example/phish', 'https://localhost:5173.evil.example/', 'javascript:alert(1)']) {
      const response = await confirm(api, session, { confirmation_token: token, redirect_url: redirect });
      expect(response.status).toBe(422);
    }
    // The token still works with an allowed address: the app's, or a hotel page the brand allows.
    const ok = await confirm(api, session, { confirmation_token: token, redirect_url: `${HOST_ORIGIN}/rooms`, program_id: 2 });
    expect(ok.status).toBe(200);
    const { data } = (await ok.json()) as { data: { redirect_url: string; user: { program_id: number } } };
    expect(data.redirect_url).toBe(`${HOST_ORIGIN}/rooms`);
    expect(data.user.program_id).toBe(2);
  });

  it('ignores a program_id of another brand', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const token = await pendingSignUp(api, session);
    const ok = await confirm(api, session, { confirmation_token: token, program_id: 4 });
    const { data } = (await ok.json()) as { data: { user: { program_id: number } } };
    expect(data.user.program_id).toBe(1);
  });
});

describe('resend confirmation e-mail', () => {
  it('answers alike for any address and mails only what waits on it (a pending e-mail change here)', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const resend = (email: string) => membership(api, session, 'POST', 'resend_confirm_email', { body: { email, confirmation_url: CONFIRMATION_URL, locale: 'en' } });
    const seededPending = await resend('mika.new@example.com');
    const nobody = await resend('nobody@example.com');
    const member = await resend(HANAKO.email);
    for (const response of [seededPending, nobody, member]) expect(response.status).toBe(200);
    expect(mailsTo(api, 'nobody@example.com')).toEqual([]);
    expect(mailsTo(api, HANAKO.email)).toEqual([]);
    const link = latestLinkParam(api, 'mika.new@example.com', 'confirmation_token');
    const confirmed = await confirm(api, session, { confirmation_token: link, email_update: true });
    expect(((await confirmed.json()) as { data: { user: { email: string } } }).data.user.email).toBe('mika.new@example.com');
  });
});
