// @vitest-environment node
// adyen_gmo_paypal (ADR 268): Adyen Web's card beside PayPal's JS SDK button. A card books through the Adyen session
// and is recorded as Adyen's charge; PayPal books through the PayPal order and is recorded as PayPal's; any other
// token (another gateway's card token, the stand-in's, a forged session) is held to Adyen's session rules and refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { chargeOf } from '#server/src/payments/payment-charges.ts';
import { APP_ORIGIN, createTestApi, day, OKINAWA, reservationOf } from './test-api';

type Api = ReturnType<typeof createTestApi>;

const KUMEJIMA = { id: 206, code: 'umi-kumejima' } as const;
const CLIENT_KEY = 'stnd_HBW2ADYEN7STANDIN4MERCHANT9KEY';
const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(12), checkout: day(14), payByCard: true };

let api: Api;
let session: string;

beforeEach(async () => {
  api = createTestApi();
  session = await api.newSession(KUMEJIMA.code);
});

function call(path: string, body: unknown, key: string) {
  return api.app.request(`/hotels/${KUMEJIMA.id}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session, [REQUEST_HEADERS.idempotencyKey]: key },
    body: JSON.stringify(body),
  });
}

const post = (path: string, body: unknown) =>
  api.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN }, body: JSON.stringify(body) });

/** Adyen Web's calls for a session of this booking attempt, paid with an approved card: the booking's token. */
async function paidAdyenToken(booking: CreateReservationRequest, key: string): Promise<string> {
  const { payment: _payment, ...rest } = booking;
  const created = await call('adyen_payments/sessions', { booking: rest, payment_type: 'card', return_url: `${APP_ORIGIN}/reservation/adyen-return` }, key);
  expect(created.status).toBe(201);
  const adyen = (await created.json()) as { id: string; sessionData: string };
  const fields: Record<string, string> = { type: 'scheme' };
  for (const [fieldType, value] of [['encryptedCardNumber', '4111 1111 4555 1142'], ['encryptedExpiryDate', '03/30'], ['encryptedSecurityCode', '737']] as const) {
    const response = await post(`/checkoutshopper/securedfields/${CLIENT_KEY}/encrypt`, { fieldType, value });
    for (const { encryptedFieldName, blob } of ((await response.json()) as { blobs: { encryptedFieldName: string; blob: string }[] }).blobs) fields[encryptedFieldName] = blob;
  }
  await post(`/checkoutshopper/v1/sessions/${adyen.id}/setup?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData });
  const paid = await post(`/checkoutshopper/v1/sessions/${adyen.id}/payments?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData, paymentMethod: fields });
  const body = (await paid.json()) as { resultCode: string; sessionResult: string };
  expect(body.resultCode).toBe('Authorised');
  return `adyen_${adyen.id}_${body.sessionResult}`;
}

/** PayPal's order for this booking attempt, approved by the sandbox buyer. */
async function approvedOrderId(booking: CreateReservationRequest, key: string): Promise<string> {
  const { payment: _payment, ...rest } = booking;
  const created = await call('paypal_payments/order', { booking: rest, payment_type: 'card' }, key);
  expect(created.status).toBe(201);
  const order = (await created.json()) as { id: string };
  const approved = await post(`/psp/paypal/checkoutnow/${order.id}/approve`, { email: 'sb-buyer@personal.example.com' });
  expect(approved.status).toBe(200);
  return order.id;
}

const book = (booking: CreateReservationRequest, token: string, key: string) =>
  api.postReservation(session, KUMEJIMA.id, { ...booking, payment: { type: 'card', card_token: token } }, key);

describe('Adyen beside PayPal (adyen_gmo_paypal)', () => {
  it('books a card through the Adyen session, recorded as an Adyen charge', async () => {
    const booking = await api.pricedBooking(session, KUMEJIMA.id, STAY);
    const key = crypto.randomUUID();
    const response = await book(booking, await paidAdyenToken(booking, key), key);
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.status).toBe('done');
    expect(chargeOf(api.db, KUMEJIMA.id, reservation.reservationID)).toMatchObject({ provider: 'adyen', captured: reservation.total_price });
  });

  it('books PayPal through the PayPal order, recorded as a PayPal charge', async () => {
    const booking = await api.pricedBooking(session, KUMEJIMA.id, STAY);
    const key = crypto.randomUUID();
    const response = await book(booking, await approvedOrderId(booking, key), key);
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(chargeOf(api.db, KUMEJIMA.id, reservation.reservationID)).toMatchObject({ provider: 'paypal', captured: reservation.total_price });
  });

  it('refuses another provider’s card token, a forged session and an order of another attempt, and books nothing', async () => {
    const minted = await api.app.request('/psp/hosted-fields/gmo/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
      body: JSON.stringify({ hotel_id: OKINAWA.id, number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(60) }),
    });
    expect(minted.status).toBe(201);
    const booking = await api.pricedBooking(session, KUMEJIMA.id, STAY);
    const count = () => (api.db.prepare('SELECT COUNT(*) AS n FROM reservations WHERE hotel_id = ?').get(KUMEJIMA.id) as { n: number }).n;
    const before = count();
    const gmoToken = ((await minted.json()) as { token: string }).token;
    expect((await book(booking, gmoToken, crypto.randomUUID())).status).toBe(422);
    expect((await book(booking, 'adyen_CS0123456789ABCDEF_forged', crypto.randomUUID())).status).toBe(422);
    const orderId = await approvedOrderId(booking, crypto.randomUUID());
    expect((await book(booking, orderId, crypto.randomUUID())).status).not.toBe(201);
    expect(count()).toBe(before);
  });
});
