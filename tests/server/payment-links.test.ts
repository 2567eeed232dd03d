import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_LINK_ERROR_CODES, PAYMENT_LINK_STALE_CODE, CARD_NOT_USABLE_CODE, SERVER_ERROR_CODES, USER_MESSAGE_KEYS } from '#domain/constants/error-codes.ts';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZPaymentLink } from '#domain/entities/payment-link.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import { createApiApp, DEMO_API_CLIENT } from '#server/src/index.ts';
import { seededDatabase } from './seed-image';
import { APP_ORIGIN, errorOf, NOW, OKINAWA, TODAY, TOKYO } from './test-api';

// Payment links (issue 22, ADR 232): the hotel issues a link on the stand-in and the outbox mails it; the guest pays
// it once with a stand-in card token; the page's states, the amount-changed, stale and not-found refusals.

const GUEST = 'link-guest@example.com';

function createApi(now: () => Date = () => NOW) {
  const db = seededDatabase();
  const app = createApiApp({ db, corsOrigins: [APP_ORIGIN], now, outbox: true });
  return { db, app };
}

let api: ReturnType<typeof createApi>;
let clock: Date = NOW;

// One database for the file: every test issues links of its own.
beforeAll(() => {
  api = createApi(() => clock);
});

beforeEach(() => {
  clock = NOW;
});

async function session(hotelCode: string = TOKYO.code): Promise<string> {
  const response = await api.app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: hotelCode }),
  });
  return ((await response.json()) as { data: { client_session: string } }).data.client_session;
}

async function issue(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await api.app.request('/__payment-links', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      hotel_code: TOKYO.code,
      email: GUEST,
      guest_name: 'Hanako Yamada',
      description: 'Airport transfer',
      amount: 12000,
      locale: 'en',
      app_url: APP_ORIGIN,
      ...overrides,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { payment_number: string }).payment_number;
}

async function cardToken(number = '4111111111111111'): Promise<string> {
  const response = await api.app.request('/psp/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: TODAY }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function getLink(clientSession: string, number: string, hotelId: number = TOKYO.id) {
  return api.app.request(`/hotels/${hotelId}/payment_links/${number}`, { headers: { [REQUEST_HEADERS.clientSession]: clientSession } });
}

async function link(clientSession: string, number: string) {
  const response = await getLink(clientSession, number);
  expect(response.status).toBe(200);
  return ZPaymentLink.parse(((await response.json()) as { data: unknown }).data);
}

async function pay(clientSession: string, number: string, body: { card_token: string; amount?: number; opened_at?: string }) {
  return api.app.request(`/hotels/${TOKYO.id}/payment_links/${number}/payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: clientSession },
    body: JSON.stringify({ amount: 12000, opened_at: NOW.toISOString(), ...body }),
  });
}

/** How many times the link was charged: the link rows paid with this number (one at most). */
const paidCount = (number: string) =>
  (api.db.prepare("SELECT COUNT(*) AS n FROM payment_links WHERE payment_number = ? AND status = 'paid'").get(number) as { n: number }).n;

describe('issuing a payment link', () => {
  it('mails the guest a link to /payments/{number} with the hotel code, in the guest language', async () => {
    const email = 'link-mail@example.com';
    const number = await issue({ email });
    const [mail] = listMails(api.db, email);
    expect(mail?.subject).toBe('Payment request from Sakura Hotel Tokyo Ginza');
    expect(mail?.body).toContain(`${APP_ORIGIN}/payments/${number}?hotel_code=${TOKYO.code}&locale=en`);
    expect(mail?.body).toContain('¥12,000');
    expect(mail?.headers).toBeNull();
  });

  it('refuses an app address that is not the app', async () => {
    const response = await api.app.request('/__payment-links', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ hotel_code: TOKYO.code, email: GUEST, guest_name: 'A', description: 'B', amount: 1, app_url: 'https://evil.example' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /hotels/{id}/payment_links/{number}', () => {
  it('answers the pending link with its amount and the moment it was opened', async () => {
    const number = await issue();
    const answer = await link(await session(), number);
    expect(answer).toMatchObject({ payment_number: number, status: 'pending', amount: 12000, currency: 'JPY', card: null, opened_at: NOW.toISOString() });
  });

  it('answers 3870 for an unknown number, and for another hotel or brand', async () => {
    const number = await issue();
    const unknown = await getLink(await session(), 'PAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).codes).toEqual([PAYMENT_LINK_ERROR_CODES.payment_record_not_found]);
    // Another hotel of the same brand reads the number as unknown; another brand's session is not valid for Tokyo.
    const kyoto = await getLink(await session(), number, 102);
    expect(kyoto.status).toBe(404);
    expect((await getLink(await session(OKINAWA.code), number)).status).toBe(401);
  });

  it('shows the statuses the hotel sets: completed, refunded, cancelled', async () => {
    const number = await issue();
    const clientSession = await session();
    for (const status of ['completed', 'refunded', 'cancelled'] as const) {
      await api.app.request(`/__payment-links/${number}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });
      expect((await link(clientSession, number)).status).toBe(status);
    }
  });
});

describe('paying a link', () => {
  it('charges the card once and answers the paid link with the card', async () => {
    const number = await issue();
    const clientSession = await session();
    const response = await pay(clientSession, number, { card_token: await cardToken() });
    expect(response.status).toBe(200);
    const paid = ZPaymentLink.parse(((await response.json()) as { data: unknown }).data);
    expect(paid).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '1111' }, paid_at: NOW.toISOString() });
  });

  it('attack: paying again (another tab, a retried request) charges nothing more', async () => {
    const number = await issue();
    const clientSession = await session();
    const first = await cardToken();
    const second = await cardToken('5555555555554444');
    // Two tabs at once: one pays, the other is told the link is paid already.
    const answers = await Promise.all([pay(clientSession, number, { card_token: first }), pay(clientSession, number, { card_token: second })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // The same request retried (the token already spent) is refused the same way.
    const retried = await pay(clientSession, number, { card_token: first });
    expect(retried.status).toBe(409);
    expect((await errorOf(retried)).title).toBe('already_paid');
    expect(paidCount(number)).toBe(1);
    expect((await link(clientSession, number)).card?.last4).toBe('1111');
    // The second tab's token was not spent on this link: it is still the guest's to use elsewhere.
    expect(api.db.prepare('SELECT token FROM card_tokens WHERE token = ?').get(second)).toBeDefined();
  });

  it('attack: a card token spent on one link cannot pay another', async () => {
    const clientSession = await session();
    const token = await cardToken();
    const one = await issue();
    const other = await issue();
    expect((await pay(clientSession, one, { card_token: token })).status).toBe(200);
    const reused = await pay(clientSession, other, { card_token: token });
    expect(reused.status).toBe(422);
    expect((await link(clientSession, other)).status).toBe('pending');
  });

  it('a refused card leaves the link failed, and the guest can pay it with another card', async () => {
    const number = await issue();
    const clientSession = await session();
    const refused = await pay(clientSession, number, { card_token: await cardToken('4000000000000002') });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).codes).toEqual([CARD_NOT_USABLE_CODE]);
    expect((await link(clientSession, number)).status).toBe('failed');
    expect((await pay(clientSession, number, { card_token: await cardToken() })).status).toBe(200);
  });

  it('refuses a changed amount (3871) and a page opened more than an hour ago (1200), charging nothing', async () => {
    const number = await issue();
    const clientSession = await session();
    await api.app.request(`/__payment-links/${number}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ amount: 15000 }) });
    const changed = await pay(clientSession, number, { card_token: await cardToken() });
    expect(changed.status).toBe(409);
    expect((await errorOf(changed)).codes).toEqual([PAYMENT_LINK_ERROR_CODES.payment_amount_changed]);

    clock = new Date(NOW.getTime() + 60 * 60_000 + 1);
    const stale = await pay(clientSession, number, { card_token: await cardToken(), amount: 15000 });
    expect(stale.status).toBe(422);
    expect((await errorOf(stale)).codes).toEqual([PAYMENT_LINK_STALE_CODE]);
    expect(paidCount(number)).toBe(0);
  });

  it('refuses to pay a link the hotel closed', async () => {
    const number = await issue();
    const clientSession = await session();
    await api.app.request(`/__payment-links/${number}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'cancelled' }) });
    const refused = await pay(clientSession, number, { card_token: await cardToken() });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).title).toBe('payment_link_closed');
  });

  it("keeps the link codes apart from the spec's", () => {
    for (const code of Object.values(PAYMENT_LINK_ERROR_CODES)) {
      expect(code in SERVER_ERROR_CODES).toBe(false);
      expect(code in USER_MESSAGE_KEYS).toBe(false);
    }
  });
});
