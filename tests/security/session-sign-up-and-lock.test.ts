// @vitest-environment node
// Attacks on the password side of identity: guessing a password online (account lock, code 1301), learning which
// addresses are members from sign-up and resend, and taking over a pending sign-up by signing up again with the
// victim's address and a password of the attacker's.
import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LOCK } from '#domain/entities/member.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import { PASSWORD_WORK, paramsText, verifyPassword } from '#server/src/members/passwords.ts';
import { CORPORATE_ADMIN, HANAKO, memberCall } from '../server/member-api';
import { APP_ORIGIN, createTestApi, NOW, TOKYO } from '../server/test-api';

vi.setConfig({ testTimeout: 60_000 });

type Api = ReturnType<typeof createTestApi>;

const memberSignIn = (api: Api, session: string, email: string, password: string) =>
  memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_in`, { body: { email, password } });

const codesOf = async (response: Response) => ((await response.json()) as { codes: number[] }).codes;

describe('account lock (code 1301)', () => {
  it(`locks a login after ${SIGN_IN_LOCK.failures} failures, even to the right password, and opens again later`, async () => {
    let now = NOW;
    const api = createTestApi({ now: () => now });
    const session = await api.newSession();
    const answers: number[][] = [];
    for (let attempt = 1; attempt <= SIGN_IN_LOCK.failures; attempt += 1) {
      answers.push(await codesOf(await memberSignIn(api, session, HANAKO.email, `Wrong-${attempt}-2026`)));
    }
    expect(answers.slice(0, -1).every((codes) => codes[0] === 1000)).toBe(true);
    expect(answers.at(-1)).toEqual([1301]);
    const right = await memberSignIn(api, session, HANAKO.email.toUpperCase(), HANAKO.password);
    expect(right.status).toBe(422);
    expect(await codesOf(right)).toEqual([1301]);

    now = new Date(NOW.getTime() + SIGN_IN_LOCK.lockMinutes * 60 * 1000);
    expect((await memberSignIn(api, session, HANAKO.email, HANAKO.password)).status).toBe(200);
  });

  it('counts parallel guesses before checking them, so a burst cannot slip past the threshold', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const burst = await Promise.all(
      Array.from({ length: SIGN_IN_LOCK.failures + 3 }, (_, index) => memberSignIn(api, session, HANAKO.email, `Guess-${index}-2026`)),
    );
    const locked = (await Promise.all(burst.map(codesOf))).filter((codes) => codes[0] === 1301);
    expect(locked.length).toBeGreaterThanOrEqual(4);
  });

  it('locks an unknown login the same way, so a lock does not tell which logins exist; and organisation logins too', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    let last: number[] = [];
    for (let attempt = 1; attempt <= SIGN_IN_LOCK.failures; attempt += 1) {
      last = await codesOf(await memberSignIn(api, session, 'nobody@example.com', `Wrong-${attempt}-2026`));
    }
    expect(last).toEqual([1301]);
    for (let attempt = 1; attempt <= SIGN_IN_LOCK.failures; attempt += 1) {
      last = await codesOf(
        await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
          body: { account_id: CORPORATE_ADMIN.accountId, password: `Wrong-${attempt}` },
        }),
      );
    }
    expect(last).toEqual([1301]);
  });
});

describe('password hashes', () => {
  it('a hash made with the old parameters still signs in, and is replaced by one at the current parameters', async () => {
    const api = createTestApi();
    // Node's default scrypt (N = 2^14) without stored parameters: the format before ADR 190.
    const legacy = 'scrypt$00112233445566778899aabbccddeeff$' + (await legacyKey(HANAKO.password, '00112233445566778899aabbccddeeff'));
    api.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(legacy, HANAKO.id);
    const session = await api.newSession();
    expect((await memberSignIn(api, session, HANAKO.email, HANAKO.password)).status).toBe(200);
    const stored = api.db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM members WHERE id = ?').get(HANAKO.id);
    expect(stored?.password_hash.startsWith(`scrypt$${paramsText(PASSWORD_WORK)}$`)).toBe(true);
    expect(await verifyPassword(HANAKO.password, stored?.password_hash ?? '')).toEqual({ matches: true, needsRehash: false });
  });
});

async function legacyKey(password: string, saltHex: string): Promise<string> {
  const { scryptSync } = await import('node:crypto');
  return scryptSync(password, Buffer.from(saltHex, 'hex'), 32).toString('hex');
}

describe('sign-up', () => {
  const CONFIRMATION_URL = `${APP_ORIGIN}/sign-up-done?hotel_code=${TOKYO.code}&locale=en`;
  const form = (email: string, password: string, first_name = 'Mei') => ({
    email,
    password,
    first_name,
    last_name: 'Tanaka',
    locale: 'en',
    terms_accepted: true,
    confirmation_url: CONFIRMATION_URL,
  });
  const signUp = (api: Api, session: string, body: object) => memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_up`, { body });
  const resend = (api: Api, session: string, email: string) =>
    memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/resend_confirmation`, { body: { email, confirmation_url: CONFIRMATION_URL } });
  const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as { data: { expires_at: string } } });

  it("a second sign-up with a pending address cannot swap in the attacker's password", async () => {
    const api = createTestApi();
    const session = await api.newSession();
    expect((await signUp(api, session, form('mei@example.com', 'Victim-Pass-2026'))).status).toBe(201);
    expect((await signUp(api, session, form('mei@example.com', 'Attacker-Pass-2026', 'Eve'))).status).toBe(201);
    const row = api.db.prepare<[], { password_hash: string; first_name: string }>("SELECT password_hash, first_name FROM member_sign_ups WHERE email = 'mei@example.com'").get();
    expect(row?.first_name).toBe('Mei');
    expect((await verifyPassword('Victim-Pass-2026', row?.password_hash ?? '')).matches).toBe(true);
    // The address's owner got a working link again, worded to them, not to the second sign-up's name.
    const mails = listMails(api.db).filter((mail) => mail.to_address === 'mei@example.com');
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.body.includes('Mei Tanaka') && !mail.body.includes('Eve'))).toBe(true);
  });

  it("sign-up and resend answer a member's address exactly as a new one", async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const member = await answerOf(await signUp(api, session, form(HANAKO.email, 'Another-Pass-2026')));
    const stranger = await answerOf(await signUp(api, session, form('stranger@example.com', 'Another-Pass-2026')));
    expect(member).toEqual({ ...stranger, body: { data: { ...stranger.body.data, email: HANAKO.email } } });
    expect(await answerOf(await resend(api, session, HANAKO.email))).toEqual({
      status: 200,
      body: { data: { email: HANAKO.email, expires_at: stranger.body.data.expires_at } },
    });
    expect(await answerOf(await resend(api, session, 'unknown@example.com'))).toEqual({
      status: 200,
      body: { data: { email: 'unknown@example.com', expires_at: stranger.body.data.expires_at } },
    });
    // Nothing was kept or mailed for the member's address.
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM member_sign_ups WHERE email = ?').get(HANAKO.email)).toEqual({ n: 0 });
    expect(listMails(api.db).some((mail) => mail.to_address === HANAKO.email)).toBe(false);
  });
});
