// Password lifecycle (issue 18, document 2 sections 7.7 and 8.1): forgot password mails a single-use, expiring reset
// link through the outbox and answers alike for any address; the reset enforces strength (1300) and reuse (1302)
// and ends every session of the member; a signed-in change checks the current password and rotates the session.
import { describe, expect, it, vi } from 'vitest';
import { ZMemberSignIn } from '#domain/entities/member.ts';
import { MAIL_LINK_LIFETIME_MS } from '#server/src/members/mail-links.ts';
import { bearer, HANAKO, memberCall, signIn } from '../member-api';
import { errorOf, OKINAWA, TOKYO } from '../test-api';
import { apiWithClock, latestLinkParam, mailsTo, membership, RESET_URL, type Api } from './account-api';

vi.setConfig({ testTimeout: 60_000 });

const forgot = (api: Api, session: string, email: string, resetUrl = RESET_URL) =>
  membership(api, session, 'POST', 'start_reset_password_process', { body: { email, reset_url: resetUrl, locale: 'ja' } });
const reset = (api: Api, session: string, token: string, password: string, confirmation = password) =>
  membership(api, session, 'PUT', 'update_password', { body: { reset_password_token: token, password, password_confirmation: confirmation } });
const identityOf = async (api: Api, session: string, token: string) =>
  (await (await memberCall(api.app, session, 'GET', `/hotels/${TOKYO.id}/memberships/identity`, { headers: bearer(token) })).json()) as { session: string | null };

describe('forgot password', () => {
  it('mails a reset link in the asked language to a member and answers an unknown address exactly alike', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const known = await forgot(api, session, HANAKO.email);
    const unknown = await forgot(api, session, 'nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ data: { email: HANAKO.email } });
    expect(await unknown.json()).toEqual({ data: { email: 'nobody@example.com' } });
    const [mail] = mailsTo(api, HANAKO.email);
    expect(mail?.subject).toContain('パスワード再設定');
    expect(mail?.body).toContain(`${RESET_URL.split('?')[0]}?`);
    expect(latestLinkParam(api, HANAKO.email, 'reset_password_token')).toMatch(/.{16,}/);
    expect(mailsTo(api, 'nobody@example.com')).toEqual([]);
  });

  it('refuses a reset address outside the app, so the token cannot be mailed to an attacker page', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const response = await forgot(api, session, HANAKO.email, 'https://evil.example/steal');
    expect(response.status).toBe(422);
    expect(mailsTo(api, HANAKO.email)).toEqual([]);
  });
});

describe('reset with reset_password_token', () => {
  it('sets the new password once, ends every session of the member and the old password stops working', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const before = await signIn(api.app, session, TOKYO.id, HANAKO);
    await forgot(api, session, HANAKO.email);
    const token = latestLinkParam(api, HANAKO.email, 'reset_password_token');

    const done = await reset(api, session, token, 'Renewed-2027');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ data: null });
    // The session opened with the old password is over, and so is its refresh token.
    expect((await identityOf(api, session, before.session)).session).toBeNull();
    const refresh = await membership(api, session, 'POST', 'tokens', { body: { token: before.refresh_token, code: TOKYO.code } });
    expect(refresh.status).toBe(422);
    await expect(signIn(api.app, session, TOKYO.id, HANAKO)).rejects.toThrow(/422/);
    expect((await signIn(api.app, session, TOKYO.id, { email: HANAKO.email, password: 'Renewed-2027' })).user?.id).toBe(HANAKO.id);

    // Replaying the link: already spent (3403).
    const replay = await reset(api, session, token, 'Another-2028');
    expect(replay.status).toBe(422);
    expect((await errorOf(replay)).codes).toEqual([3403]);
  });

  it('answers 1300 for a weak password and 1302 for one used before, and the link still works afterwards', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    await forgot(api, session, HANAKO.email);
    const token = latestLinkParam(api, HANAKO.email, 'reset_password_token');
    const weak = await reset(api, session, token, 'alllowercase1');
    expect(weak.status).toBe(422);
    expect((await errorOf(weak)).codes).toEqual([1300]);
    const reused = await reset(api, session, token, HANAKO.password);
    expect((await errorOf(reused)).codes).toEqual([1302]);
    const mismatch = await reset(api, session, token, 'Renewed-2027', 'Renewed-2028');
    expect(mismatch.status).toBe(422);
    expect((await reset(api, session, token, 'Renewed-2027')).status).toBe(200);
  });

  it('refuses an expired link (1250), an unknown one (3401), an earlier link after a newer mail and another brand\'s', async () => {
    const { api, advance } = apiWithClock();
    const session = await api.newSession();
    await forgot(api, session, HANAKO.email);
    const first = latestLinkParam(api, HANAKO.email, 'reset_password_token');
    await forgot(api, session, HANAKO.email);
    const second = latestLinkParam(api, HANAKO.email, 'reset_password_token');
    expect((await errorOf(await reset(api, session, first, 'Renewed-2027'))).codes).toEqual([3403]);
    expect((await errorOf(await reset(api, session, 'x'.repeat(43), 'Renewed-2027'))).codes).toEqual([3401]);
    const umiSession = await api.newSession(OKINAWA.code);
    const foreign = await memberCall(api.app, umiSession, 'PUT', `/hotels/${OKINAWA.id}/memberships/update_password`, {
      body: { reset_password_token: second, password: 'Renewed-2027', password_confirmation: 'Renewed-2027' },
    });
    expect((await errorOf(foreign)).codes).toEqual([3401]);
    advance(MAIL_LINK_LIFETIME_MS.reset_password);
    expect((await errorOf(await reset(api, session, second, 'Renewed-2027'))).codes).toEqual([1250]);
  });
});

describe('change password when signed in', () => {
  it('checks the current password, rotates the session and ends the member\'s other sessions', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const phone = await signIn(api.app, session, TOKYO.id, HANAKO);
    const laptop = await signIn(api.app, session, TOKYO.id, HANAKO);
    const wrong = await membership(api, session, 'PUT', 'update_password', {
      token: laptop.session,
      body: { current_password: 'Wrong-2026', password: 'Renewed-2027', password_confirmation: 'Renewed-2027' },
    });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).details.current_password).toEqual([{ error: 'incorrect_password' }]);

    const changed = await membership(api, session, 'PUT', 'update_password', {
      token: laptop.session,
      body: { current_password: HANAKO.password, password: 'Renewed-2027', password_confirmation: 'Renewed-2027' },
    });
    expect(changed.status).toBe(200);
    const { data } = (await changed.json()) as { data: unknown };
    const rotated = ZMemberSignIn.parse(data);
    expect(rotated.session).not.toBe(laptop.session);
    expect((await identityOf(api, session, rotated.session)).session).toBe(rotated.session);
    expect((await identityOf(api, session, laptop.session)).session).toBeNull();
    expect((await identityOf(api, session, phone.session)).session).toBeNull();
  });

  it('refuses without a signed-in member (401, code 1400)', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const response = await membership(api, session, 'PUT', 'update_password', {
      body: { current_password: HANAKO.password, password: 'Renewed-2027', password_confirmation: 'Renewed-2027' },
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).codes).toEqual([1400]);
  });
});
