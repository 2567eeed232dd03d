// Member sign-up on the server (document 2 section 7.7): sign_up keeps a pending sign-up and mails its link, the
// link's token (kept only as a digest) makes the member and signs them in once, an expired link is code 1401, and
// resend_confirmation replaces the link. A member's address answers as a new one (no account enumeration, ADR 190).
import { describe, expect, it, vi } from 'vitest';
import { ZMemberSignIn } from '#domain/entities/member.ts';
import { ZPendingSignUp } from '#domain/entities/member-sign-up.ts';
import { SIGN_UP_CONFIRMATION_PERIOD_MS } from '#domain/rules/sign-up.ts';
import { PASSWORD_WORK, paramsText } from '#server/src/members/passwords.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import { sha256Hex } from '#server/src/security/digest.ts';
import { bearer, memberCall, signIn } from './member-api';
import { APP_ORIGIN, createTestApi, errorOf, NOW, OKINAWA, TOKYO } from './test-api';

// Each case seeds a database, whose demo passwords are scrypt hashes: seconds on a machine that is busy.
vi.setConfig({ testTimeout: 30_000 });

const CONFIRMATION_URL = `${APP_ORIGIN}/chat-sign-up-done?hotel_code=${TOKYO.code}&locale=en&iframe=chatbot&chatbot_user_id=chat-1`;
const NEW_MEMBER = {
  email: 'mei@example.com',
  password: 'Blossom-2026',
  first_name: 'Mei',
  last_name: 'Tanaka',
  locale: 'en',
  terms_accepted: true,
  confirmation_url: CONFIRMATION_URL,
};

/** An API whose clock the test moves. */
function apiWithClock() {
  let now = NOW;
  const api = createTestApi({ now: () => now });
  return { api, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

type Api = ReturnType<typeof createTestApi>;

const signUp = (api: Api, session: string, body: object = NEW_MEMBER, hotelId: number = TOKYO.id) =>
  memberCall(api.app, session, 'POST', `/hotels/${hotelId}/memberships/sign_up`, { body });

const confirm = (api: Api, session: string, token: string, hotelId: number = TOKYO.id) =>
  memberCall(api.app, session, 'POST', `/hotels/${hotelId}/memberships/confirm`, { body: { confirmation_token: token } });

/** The newest mail's link to the given address, and the token in it. */
function mailedLink(api: Api, to: string) {
  const mail = listMails(api.db).find((entry) => entry.to_address === to);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  if (!mail || !link) throw new Error(`no sign-up mail to ${to}`);
  const url = new URL(link);
  return { mail, url, token: url.searchParams.get('confirmation_token') ?? '' };
}

describe('POST /hotels/:id/memberships/sign_up and confirm', () => {
  it('mails a link on the app address; the link makes the member, signs them in, and works once', async () => {
    const { api } = apiWithClock();
    const session = await api.newSession();
    const response = await signUp(api, session);
    expect(response.status).toBe(201);
    const pending = ZPendingSignUp.parse(((await response.json()) as { data: unknown }).data);
    expect(pending).toEqual({ email: NEW_MEMBER.email, expires_at: new Date(NOW.getTime() + SIGN_UP_CONFIRMATION_PERIOD_MS).toISOString() });

    // Pending, not a member yet: the address cannot sign in.
    const early = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_in`, {
      body: { email: NEW_MEMBER.email, password: NEW_MEMBER.password },
    });
    expect(early.status).toBe(422);

    const { mail, url, token } = mailedLink(api, NEW_MEMBER.email);
    expect(mail.subject).toContain('Sakura');
    expect(mail.body).toContain('Dear Mei Tanaka');
    // The link is the app address the app asked for, with the token added; the chatbot's context is kept.
    expect(`${url.origin}${url.pathname}`).toBe(`${APP_ORIGIN}/chat-sign-up-done`);
    expect(url.searchParams.get('chatbot_user_id')).toBe('chat-1');
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the digest is stored, and the password only as its scrypt hash.
    const row = api.db.prepare('SELECT token_sha256, password_hash FROM member_sign_ups WHERE email = ?').get(NEW_MEMBER.email) as {
      token_sha256: string;
      password_hash: string;
    };
    expect(row.token_sha256).toBe(sha256Hex(token));
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${paramsText(PASSWORD_WORK)}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(JSON.stringify(row)).not.toContain(NEW_MEMBER.password);

    const confirmed = await confirm(api, session, token);
    expect(confirmed.status).toBe(200);
    const signedIn = ZMemberSignIn.parse(((await confirmed.json()) as { data: unknown }).data);
    expect(signedIn.user).toMatchObject({ email: NEW_MEMBER.email, first_name: 'Mei', last_name: 'Tanaka', provider: null, program_id: 1 });
    const me = await memberCall(api.app, session, 'GET', '/user/me', { headers: bearer(signedIn.session) });
    expect(me.status).toBe(200);
    // The member signs in with the password chosen at sign-up.
    const later = await signIn(api.app, session, TOKYO.id, { email: NEW_MEMBER.email, password: NEW_MEMBER.password });
    expect(later.user?.id).toBe(signedIn.user?.id);

    const again = await confirm(api, session, token);
    expect(again.status).toBe(422);
    expect((await errorOf(again)).codes).toEqual([1402]);
  });

  it('refuses a link opened after the confirmation period with code 1401, and makes nobody', async () => {
    const { api, advance } = apiWithClock();
    const session = await api.newSession();
    expect((await signUp(api, session)).status).toBe(201);
    const { token } = mailedLink(api, NEW_MEMBER.email);
    advance(SIGN_UP_CONFIRMATION_PERIOD_MS);
    // A day later the guest's browser has a new client session (they last 0.75 day).
    const late = await confirm(api, await api.newSession(), token);
    expect(late.status).toBe(422);
    expect(await errorOf(late)).toMatchObject({ title: 'sign_up_expired', codes: [1401] });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM members WHERE email = ?').get(NEW_MEMBER.email)).toEqual({ n: 0 });
  });

  it("refuses an unknown or another brand's token and a link off the app", async () => {
    const api = createTestApi();
    const session = await api.newSession();

    const offApp = await signUp(api, session, { ...NEW_MEMBER, confirmation_url: 'https://evil.example/chat-sign-up-done' });
    expect(offApp.status).toBe(422);
    expect((await errorOf(offApp)).details.confirmation_url).toEqual([{ error: 'invalid_return_url' }]);

    expect((await signUp(api, session)).status).toBe(201);
    const { token } = mailedLink(api, NEW_MEMBER.email);
    const unknown = await confirm(api, session, 'x'.repeat(43));
    expect((await errorOf(unknown)).codes).toEqual([3401]);
    const otherBrandSession = await api.newSession(OKINAWA.code);
    const otherBrand = await confirm(api, otherBrandSession, token, OKINAWA.id);
    expect((await errorOf(otherBrand)).codes).toEqual([3401]);
    // Refused elsewhere, the link still works on its own brand.
    expect((await confirm(api, session, token)).status).toBe(200);
  });

  it('checks the password rule, the names against the locale and the terms, and says which field', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const weak = await signUp(api, session, { ...NEW_MEMBER, password: 'alllowercase1' });
    expect(weak.status).toBe(422);
    expect((await errorOf(weak)).details.password).toEqual([{ error: 'weak_password' }]);
    const names = await signUp(api, session, { ...NEW_MEMBER, locale: 'ko', last_name: '田中', first_name: '메이' });
    expect(names.status).toBe(422);
    const details = (await errorOf(names)).details;
    expect(details.last_name).toEqual([{ error: 'unsupported_characters' }]);
    expect(details.first_name).toBeUndefined();
    expect((await signUp(api, session, { ...NEW_MEMBER, terms_accepted: false })).status).toBe(422);
    expect(listMails(api.db)).toHaveLength(0);
  });

  it('is refused where the brand does not offer sign-up', async () => {
    const api = createTestApi();
    api.db.prepare('UPDATE brand_membership_settings SET sign_up_enabled = 0 WHERE brand_id = 1').run();
    const session = await api.newSession();
    const response = await signUp(api, session);
    expect(response.status).toBe(403);
    expect(listMails(api.db)).toHaveLength(0);
  });
});

describe('POST /hotels/:id/memberships/resend_confirmation', () => {
  it('mails a new link, which replaces the old one and starts the period again', async () => {
    const { api, advance } = apiWithClock();
    const session = await api.newSession();
    await signUp(api, session);
    const first = mailedLink(api, NEW_MEMBER.email).token;
    advance(SIGN_UP_CONFIRMATION_PERIOD_MS - 1000);
    const resent = await memberCall(api.app, await api.newSession(), 'POST', `/hotels/${TOKYO.id}/memberships/resend_confirmation`, {
      body: { email: NEW_MEMBER.email, confirmation_url: CONFIRMATION_URL },
    });
    expect(resent.status).toBe(200);
    expect(listMails(api.db).filter((mail) => mail.to_address === NEW_MEMBER.email)).toHaveLength(2);
    const second = mailedLink(api, NEW_MEMBER.email).token;
    expect(second).not.toBe(first);
    advance(2000);
    const nextDay = await api.newSession();
    expect((await errorOf(await confirm(api, nextDay, first))).codes).toEqual([3401]);
    expect((await confirm(api, nextDay, second)).status).toBe(200);
  });

  it('mails nothing where no sign-up waits (unknown address, or confirmed), and answers the same', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const resend = async () => {
      const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/resend_confirmation`, {
        body: { email: NEW_MEMBER.email, confirmation_url: CONFIRMATION_URL },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const unknown = await resend();
    expect(listMails(api.db)).toHaveLength(0);
    await signUp(api, session);
    await confirm(api, session, mailedLink(api, NEW_MEMBER.email).token);
    const confirmed = await resend();
    expect(confirmed).toEqual(unknown);
    expect(unknown.status).toBe(200);
    expect(listMails(api.db)).toHaveLength(1);
  });
});
