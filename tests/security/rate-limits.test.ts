// Issue 13 (and issue 14's "client-session creation is rate-limited"): each case performs the attack a limit stops
// (password guessing, spraying, lookups by guessed numbers, coupon guessing, mail bombing, card testing, booking
// and session floods) and expects 429 with Retry-After in the spec's error body. Before server/src/http/rate-limits.ts
// every one of these requests was answered.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from 'hono';
import { createInstance } from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_LOCALES, LOCALE_TAGS } from '#domain/constants/locales.ts';
import { ZApiErrorBody } from '#domain/entities/api-error.ts';
import { apiErrorFromAnswer, retryAfterMinutes } from '#app/api/api-error.ts';
import { createApiApp, DEMO_API_CLIENT, openDatabase, type Database } from '#server/src/index.ts';
import { seededDatabase } from '../server/seed-image';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '#server/src/http/rate-limits.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import { CORPORATE_ADMIN, HANAKO, memberCall, TARO } from '../server/member-api';
import { APP_ORIGIN, day, NOW, TOKYO } from '../server/test-api';

// Seeding hashes the demo passwords with scrypt: seconds on a busy machine, so one database serves the file.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let db: Database;
beforeAll(() => {
  db = seededDatabase();
});
afterAll(() => db.close());
// Each case starts with no counters (nor account locks, ADR 190); the limits live in the database, as in production.
beforeEach(() => db.exec('DELETE FROM rate_limits; DELETE FROM sign_in_failures'));

/** The test plays callers on many addresses through a header only this test trusts. */
const PEER = 'X-Test-Peer';
const testPeer = (c: Context) => c.req.header(PEER) ?? '203.0.113.1';
const from = (address: string) => ({ [PEER]: address });

function apiWith(limits: Partial<RateLimits> = {}) {
  return createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW, rateLimits: { ...DEFAULT_RATE_LIMITS, ...limits }, clientAddress: testPeer });
}
type App = ReturnType<typeof apiWith>;

async function newSession(app: App, headers: Record<string, string> = {}): Promise<Response> {
  return app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: TOKYO.code }),
  });
}
async function sessionOf(app: App): Promise<string> {
  const response = await newSession(app, from('198.51.100.250'));
  return ((await response.json()) as { data: { client_session: string } }).data.client_session;
}

/** A 429 in the spec's error shape, with a Retry-After the body repeats for the app's message. */
async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  const body = ZApiErrorBody.parse(await response.json());
  expect(body.title).toBe('too_many_requests');
  expect(body.payloads).toEqual({ retry_after_seconds: retryAfter });
  expect(body.details.base?.[0]?.error).toMatch(/try again in \d+ minutes?/);
  return retryAfter;
}

const signIn = (app: App, session: string, email: string, password: string, address: string) =>
  memberCall(app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_in`, { body: { email, password }, headers: from(address) });

describe('member sign-in', () => {
  it('locks out guessing one member’s password after 10 wrong tries, whatever address the guesses come from', async () => {
    const app = apiWith();
    const session = await sessionOf(app);
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await signIn(app, session, HANAKO.email, `wrong-${guess}`, `192.0.2.${guess}`)).status).toBe(422);
    }
    // Even the right password waits now (the e-mail's case does not make a new account).
    const retryAfter = await expectTooMany(await signIn(app, session, HANAKO.email.toUpperCase(), HANAKO.password, '192.0.2.99'));
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another member is not affected.
    expect((await signIn(app, session, TARO.email, TARO.password, '192.0.2.99')).status).toBe(200);
  });

  it('does not count sign-ins that succeed', async () => {
    const app = apiWith({ memberSignIn: { ...DEFAULT_RATE_LIMITS.memberSignIn, perAccount: { points: 2, durationSeconds: 900, counts: 'refused' } } });
    const session = await sessionOf(app);
    for (let time = 0; time < 4; time += 1) expect((await signIn(app, session, HANAKO.email, HANAKO.password, '192.0.2.1')).status).toBe(200);
  });

  it('stops spraying one password over many accounts from one address', async () => {
    const app = apiWith({ memberSignIn: { perAddress: { points: 5, durationSeconds: 600, counts: 'every' } } });
    const session = await sessionOf(app);
    for (let account = 0; account < 5; account += 1) {
      expect((await signIn(app, session, `guest${account}@example.com`, 'Password-2026', '192.0.2.7')).status).toBe(422);
    }
    await expectTooMany(await signIn(app, session, 'guest9@example.com', 'Password-2026', '192.0.2.7'));
    // The SSO code exchange shares the sign-in budget: a guessed code is a session too.
    const sso = await memberCall(app, session, 'POST', `/hotels/${TOKYO.id}/memberships/login`, {
      body: { grant_type: 'custom_authentication_code', code: 'GUESS' },
      headers: from('192.0.2.7'),
    });
    await expectTooMany(sso);
  });
});

describe('organisation sign-in', () => {
  it('locks out guessing one account’s password after 10 wrong tries', async () => {
    const app = apiWith();
    const session = await sessionOf(app);
    const attempt = (password: string, address: string) =>
      memberCall(app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
        body: { account_id: CORPORATE_ADMIN.accountId, password },
        headers: from(address),
      });
    for (let guess = 0; guess < 10; guess += 1) expect((await attempt(`wrong-${guess}`, `192.0.2.${guess}`)).status).not.toBe(200);
    await expectTooMany(await attempt(CORPORATE_ADMIN.password, '192.0.2.50'));
  });
});

describe('reservation lookup', () => {
  it('stops trying reservation numbers against one e-mail', async () => {
    const app = apiWith();
    const session = await sessionOf(app);
    const lookUp = (number: string, address: string) =>
      memberCall(app, session, 'GET', `/hotel_brands/1/reservations/${number}?email=${encodeURIComponent(HANAKO.email)}`, { headers: from(address) });
    for (let guess = 0; guess < 10; guess += 1) expect((await lookUp(`RAAAAAAA${10 + guess}`, `192.0.2.${guess}`)).status).toBe(404);
    await expectTooMany(await lookUp('RPAST00001', '192.0.2.77'));
  });

  it('stops one address trying e-mails on a reservation’s own calls', async () => {
    const app = apiWith();
    const session = await sessionOf(app);
    const manage = (email: string) =>
      memberCall(app, session, 'GET', `/hotels/${TOKYO.id}/reservations/RPAST00001/management?email=${encodeURIComponent(email)}`, {
        headers: from('192.0.2.8'),
      });
    for (let guess = 0; guess < 30; guess += 1) expect((await manage(`guess${guess}@example.com`)).status).not.toBe(200);
    await expectTooMany(await manage(HANAKO.email));
  });
});

describe('payment links', () => {
  it('stops one address guessing payment numbers after 30 refused, while the right number still works from another', async () => {
    const app = createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW, rateLimits: DEFAULT_RATE_LIMITS, clientAddress: testPeer, outbox: true });
    const session = await sessionOf(app);
    const issued = await app.request('/__payment-links', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ hotel_code: TOKYO.code, email: 'guess@example.com', guest_name: 'Hanako Yamada', description: 'Transfer', amount: 12000, locale: 'en', app_url: APP_ORIGIN }),
    });
    const { payment_number: number } = (await issued.json()) as { payment_number: string };
    const read = (paymentNumber: string, address: string) =>
      memberCall(app, session, 'GET', `/hotels/${TOKYO.id}/payment_links/${paymentNumber}`, { headers: from(address) });
    const pay = (paymentNumber: string, address: string, cardToken: string) =>
      memberCall(app, session, 'POST', `/hotels/${TOKYO.id}/payment_links/${paymentNumber}/payment`, {
        body: { card_token: cardToken, amount: 12000, opened_at: NOW.toISOString() },
        headers: from(address),
      });
    // Numbers guessed in a loop, read and paid, all from one address: each one refused counts.
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    for (let guess = 0; guess < 30; guess += 1) {
      const guessed = `P${'A'.repeat(11)}${digits.charAt(guess)}`;
      const answer = guess % 2 === 0 ? await read(guessed, '192.0.2.40') : await pay(guessed, '192.0.2.40', 'tok_guess');
      expect(answer.status).toBe(404);
    }
    // Now even the right number waits on that address.
    await expectTooMany(await read(number, '192.0.2.40'));
    await expectTooMany(await pay(number, '192.0.2.40', 'tok_guess'));
    // The guest, on another address, reads and pays the link.
    expect((await read(number, '192.0.2.41')).status).toBe(200);
    const tokenized = await app.request('/psp/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from('192.0.2.41') },
      body: JSON.stringify({ number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
    });
    const { token } = (await tokenized.json()) as { token: string };
    expect((await pay(number, '192.0.2.41', token)).status).toBe(200);
  });
});

describe('coupon checks', () => {
  it('stops guessing coupon codes through the price call after 20 refused codes', async () => {
    const app = apiWith();
    const session = await sessionOf(app);
    const price = (couponCode: string) =>
      memberCall(
        app,
        session,
        'GET',
        `/hotels/${TOKYO.id}/rooms/price?${new URLSearchParams({
          checkin: day(3),
          checkout: day(5),
          selections: JSON.stringify([{ room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_room-only', adults: 2, children: 0, quantity: 1 }]),
          locale: 'en',
          coupon_code: couponCode,
        }).toString()}`,
        { headers: from('192.0.2.9') },
      );
    // A good code does not count.
    for (let time = 0; time < 25; time += 1) expect((await price('WELCOME10')).status).toBe(200);
    for (let guess = 0; guess < 20; guess += 1) expect((await price(`GUESS${guess}`)).status).toBe(422);
    await expectTooMany(await price('WELCOME10'));
  });
});

describe('sign-up and resend mails', () => {
  it('sends one address at most 5 mails an hour, whoever asks', async () => {
    const app = apiWith();
    const session = await sessionOf(app);
    const victim = 'victim@example.com';
    const confirmationUrl = `${APP_ORIGIN}/sign-up-done?hotel_code=${TOKYO.code}`;
    const mailsBefore = listMails(db).filter((mail) => mail.to_address === victim).length;
    const signUp = (address: string) =>
      memberCall(app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_up`, {
        body: { email: victim, password: 'Blossom-2026', first_name: 'Mei', last_name: 'Tanaka', locale: 'en', terms_accepted: true, confirmation_url: confirmationUrl },
        headers: from(address),
      });
    const resend = (address: string) =>
      memberCall(app, session, 'POST', `/hotels/${TOKYO.id}/memberships/resend_confirmation`, {
        body: { email: victim, confirmation_url: confirmationUrl },
        headers: from(address),
      });
    expect((await signUp('192.0.2.20')).status).toBe(201);
    for (let time = 0; time < 4; time += 1) expect((await resend(`192.0.2.${21 + time}`)).status).toBe(200);
    await expectTooMany(await resend('192.0.2.30'));
    await expectTooMany(await signUp('192.0.2.31'));
    expect(listMails(db).filter((mail) => mail.to_address === victim).length - mailsBefore).toBe(5);
  });
});

describe('card tokenization', () => {
  it('stops card testing: 60 cards from one address in 10 minutes, then 429', async () => {
    const app = apiWith();
    const tokenize = (address: string) =>
      app.request('/psp/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...from(address) },
        body: JSON.stringify({ number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
      });
    for (let card = 0; card < 60; card += 1) expect((await tokenize('192.0.2.10')).status).toBe(201);
    await expectTooMany(await tokenize('192.0.2.10'));
    expect((await tokenize('192.0.2.11')).status).toBe(201);
  });
});

describe('reservation creation', () => {
  it('answers 429 before the route once an address used its bookings', async () => {
    const app = apiWith({ reservationCreation: { perAddress: { points: 3, durationSeconds: 600, counts: 'every' } } });
    const session = await sessionOf(app);
    // Refused bodies count too: the route still does the work of reading and checking them.
    const book = () => memberCall(app, session, 'POST', `/hotels/${TOKYO.id}/reservations`, { body: {}, headers: from('192.0.2.12') });
    for (let time = 0; time < 3; time += 1) expect((await book()).status).toBe(422);
    await expectTooMany(await book());
  });

  it('lets the production limit through a burst of 50 bookers on one address (issue 14’s race)', () => {
    expect(DEFAULT_RATE_LIMITS.reservationCreation.perAddress.points).toBeGreaterThanOrEqual(50);
  });
});

describe('travel-agency request reading (ADR 254)', () => {
  it('stops one address running a paid model up: 60 requests in 10 minutes, then 429; another address still reads', async () => {
    const app = apiWith({ otaQueryParse: { perAddress: { points: 3, durationSeconds: 600, counts: 'every' } } });
    const sessions = await app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from('198.51.100.250') },
      body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret }),
    });
    const session = ((await sessions.json()) as { data: { client_session: string } }).data.client_session;
    const read = (address: string) =>
      memberCall(app, session, 'POST', '/api/ota/v1/hotels/parse_query', { body: { text: '箱根 温泉 2泊 大人2名' }, headers: from(address) });
    for (let time = 0; time < 3; time += 1) expect((await read('192.0.2.40')).status).toBe(200);
    await expectTooMany(await read('192.0.2.40'));
    expect((await read('192.0.2.41')).status).toBe(200);
    expect(DEFAULT_RATE_LIMITS.otaQueryParse.perAddress.points).toBe(60);
  });
});

describe('client sessions (issue 14)', () => {
  it('refuses the 301st session from one address in 10 minutes; other addresses still get theirs', async () => {
    const app = apiWith();
    for (let time = 0; time < 300; time += 1) expect((await newSession(app, from('192.0.2.13'))).status).toBe(201);
    await expectTooMany(await newSession(app, from('192.0.2.13')));
    expect((await newSession(app, from('192.0.2.14'))).status).toBe(201);
  });

  it('takes the address from the TCP peer by default, so a forged X-Forwarded-For does not make a new caller', async () => {
    const app = createApiApp({
      db,
      corsOrigins: [APP_ORIGIN],
      now: () => NOW,
      rateLimits: { ...DEFAULT_RATE_LIMITS, clientSession: { perAddress: { points: 2, durationSeconds: 600, counts: 'every' } } },
    });
    // What @hono/node-server hands the app for a request that came over a socket.
    const peer = { incoming: { socket: { remoteAddress: '198.51.100.7' } } };
    const create = (forwardedFor: string) =>
      app.request(
        '/api/client_sessions',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
          body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: TOKYO.code }),
        },
        peer,
      );
    expect((await create('10.0.0.1')).status).toBe(201);
    expect((await create('10.0.0.2')).status).toBe(201);
    await expectTooMany(await create('10.0.0.3'));
  });
});

describe('two API processes on one database', () => {
  it('share the counters, so a second process does not double an attacker’s budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rate-limits-'));
    try {
      const file = join(dir, 'api.sqlite');
      const first = openDatabase(file);
      const second = openDatabase(file);
      const limits = { ...DEFAULT_RATE_LIMITS, cardToken: { perAddress: { points: 4, durationSeconds: 600, counts: 'every' as const } } };
      const apps = [first, second].map((database) =>
        createApiApp({ db: database, corsOrigins: [APP_ORIGIN], now: () => NOW, rateLimits: limits, clientAddress: testPeer }),
      );
      const tokenize = (app: App) =>
        app.request('/psp/tokens', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...from('192.0.2.15') },
          body: JSON.stringify({ number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
        });
      const statuses: number[] = [];
      for (let card = 0; card < 6; card += 1) statuses.push((await tokenize(apps[card % 2]!)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
      first.close();
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Cache-Control on personal data', () => {
  it('marks sign-in, member, reservation and organisation answers no-store, and leaves public settings alone', async () => {
    const app = apiWith();
    const session = await sessionOf(app);
    const signedIn = await signIn(app, session, HANAKO.email, HANAKO.password, '192.0.2.16');
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    const refused = await signIn(app, session, HANAKO.email, 'wrong', '192.0.2.16');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    const lookup = await memberCall(app, session, 'GET', `/hotel_brands/1/reservations/RPAST00001?email=${encodeURIComponent(HANAKO.email)}`);
    expect(lookup.headers.get('Cache-Control')).toBe('no-store');
    const organization = await memberCall(app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
      body: { account_id: CORPORATE_ADMIN.accountId, password: CORPORATE_ADMIN.password },
    });
    expect(organization.headers.get('Cache-Control')).toBe('no-store');
    expect((await app.request('/user/me', { headers: { 'X-Client-Session': session } })).headers.get('Cache-Control')).toBe('no-store');
    expect((await newSession(app)).headers.get('Cache-Control')).toBe('no-store');
    const settings = await app.request(`/hotels/${TOKYO.code}/settings/booking_widget`);
    expect(settings.headers.get('Cache-Control')).not.toBe('no-store');
  });
});

describe('the app’s words for a 429', () => {
  it('says in every UI language how many minutes to wait, from the answer the server gives', async () => {
    const app = apiWith({ cardToken: { perAddress: { points: 0, durationSeconds: 180, counts: 'every' } } });
    const refused = await app.request('/psp/tokens', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const error = apiErrorFromAnswer(refused.status, await refused.json());
    expect(error).toMatchObject({ status: 429, local: true, message: 'base.tooManyRequests' });
    expect(retryAfterMinutes(error)).toBe(3);

    for (const locale of UI_LOCALES) {
      const common = JSON.parse(readFileSync(new URL(`../../app/src/locales/${locale}/common.json`, import.meta.url), 'utf8')) as object;
      const i18n = createInstance();
      await i18n.init({ lng: LOCALE_TAGS[locale], resources: { [LOCALE_TAGS[locale]]: { common } }, defaultNS: 'common' });
      const text = i18n.t(`apiErrors.${error.message}`, { count: retryAfterMinutes(error) });
      expect(text, locale).not.toContain('apiErrors');
      expect(text, locale).toMatch(new RegExp(new Intl.NumberFormat(LOCALE_TAGS[locale]).format(3)));
    }
  });
});
