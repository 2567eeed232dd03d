import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_LINK_ERROR_CODES } from '#domain/constants/error-codes.ts';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import { createApiApp, DEMO_API_CLIENT, type Database } from '#server/src/index.ts';
import { seededDatabase } from './seed-image';
import { APP_ORIGIN, errorOf, NOW, OKINAWA, TOKYO } from './test-api';

// Marketing mails and their unsubscribe (issue 22, ADR 232): every marketing mail carries RFC 8058's one-click pair
// of headers and a link to the app's confirmation page; the token in them unsubscribes its own address only.

let serial = 0;
/** An address no other test of the file mails: the file shares one database. */
const newAddress = (name: string) => `${name}.${++serial}@example.com`;

let api: { db: Database; app: ReturnType<typeof createApiApp> };

// One database for the file: every test mails addresses of its own.
beforeAll(() => {
  const db = seededDatabase();
  api = { db, app: createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW, outbox: true }) };
});

async function session(hotelCode: string = TOKYO.code): Promise<string> {
  const response = await api.app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: hotelCode }),
  });
  return ((await response.json()) as { data: { client_session: string } }).data.client_session;
}

async function send(email: string, hotelCode: string = TOKYO.code): Promise<boolean> {
  const response = await api.app.request('http://api.test/__marketing-mails', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hotel_code: hotelCode, email, locale: 'en', app_url: APP_ORIGIN }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { sent: boolean }).sent;
}

/** The newest marketing mail to the address: its one-click address and the token of its page link. */
function latestMail(email: string) {
  const [mail] = listMails(api.db, email);
  if (!mail?.headers) throw new Error(`no marketing mail to ${email}`);
  const oneClick = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
  const page = new URL(/https?:\/\/\S+\/unsubscribe-email\/confirmation\S*/.exec(mail.body)?.[0] ?? 'http://missing');
  return { mail, oneClick, page, token: page.searchParams.get('token') ?? '' };
}

const oneClickPost = (address: string, body = 'List-Unsubscribe=One-Click') =>
  api.app.request(address, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });

const status = async (clientSession: string, token: string) =>
  api.app.request(`/api/v1/marketing_emails/subscription_status?token=${encodeURIComponent(token)}`, { headers: { [REQUEST_HEADERS.clientSession]: clientSession } });

const unsubscribe = async (clientSession: string, token: string) =>
  api.app.request('/api/v1/marketing_emails/unsubscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: clientSession },
    body: JSON.stringify({ token }),
  });

describe('marketing mails', () => {
  it('carry List-Unsubscribe (an https or http address of the API) and List-Unsubscribe-Post, and a page link', async () => {
    const hanako = newAddress('hanako');
    expect(await send(hanako)).toBe(true);
    const { mail, oneClick, page, token } = latestMail(hanako);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClick).toMatch(/^http:\/\/api\.test\/api\/v1\/marketing_emails\/one_click\?token=/);
    expect(page.origin).toBe(APP_ORIGIN);
    expect(page.searchParams.get('hotel_code')).toBe(TOKYO.code);
    expect(token.length).toBeGreaterThan(16);
  });

  it('the one-click POST unsubscribes, and no further marketing mail is sent to the address', async () => {
    const hanako = newAddress('hanako');
    await send(hanako);
    const { oneClick } = latestMail(hanako);
    expect((await oneClickPost(oneClick)).status).toBe(200);
    expect(await send(hanako)).toBe(false);
    expect(listMails(api.db, hanako)).toHaveLength(1);
    // Another brand's list is its own.
    expect(await send(hanako, OKINAWA.code)).toBe(true);
  });

  it('a bare POST or another body unsubscribes nobody (a link scanner)', async () => {
    const hanako = newAddress('hanako');
    await send(hanako);
    const { oneClick } = latestMail(hanako);
    expect((await oneClickPost(oneClick, '')).status).toBe(400);
    expect((await api.app.request(oneClick)).status).not.toBe(200);
    expect(await send(hanako)).toBe(true);
  });
});

describe('the unsubscribe calls', () => {
  it('show the address masked and unsubscribe it', async () => {
    const hanako = newAddress('hanako');
    await send(hanako);
    const { token } = latestMail(hanako);
    const clientSession = await session();
    const before = await status(clientSession, token);
    expect(await before.json()).toEqual({ data: { email: 'h***@example.com', subscribed: true } });
    const done = await unsubscribe(clientSession, token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ data: { email: 'h***@example.com', subscribed: false } });
    expect((await unsubscribe(clientSession, token)).status).toBe(200);
  });

  it("attack: a token unsubscribes only its own address, never another member's", async () => {
    const hanako = newAddress('hanako');
    const taro = newAddress('taro');
    await send(hanako);
    await send(taro);
    const clientSession = await session();
    expect((await unsubscribe(clientSession, latestMail(hanako).token)).status).toBe(200);
    expect(await send(taro)).toBe(true);
  });

  it('attack: a forged token, and a token of another brand, are refused with 3872', async () => {
    const hanako = newAddress('hanako');
    await send(hanako);
    const clientSession = await session();
    const forged = await unsubscribe(clientSession, 'forged-token-forged-token-forged');
    expect(forged.status).toBe(404);
    expect((await errorOf(forged)).codes).toEqual([PAYMENT_LINK_ERROR_CODES.unsubscribe_link_invalid]);
    expect((await oneClickPost('/api/v1/marketing_emails/one_click?token=forged-token-forged-token-forged')).status).toBe(404);

    const umi = await session(OKINAWA.code);
    expect((await status(umi, latestMail(hanako).token)).status).toBe(404);
    expect((await unsubscribe(umi, latestMail(hanako).token)).status).toBe(404);
    expect(await send(hanako)).toBe(true);
  });
});
