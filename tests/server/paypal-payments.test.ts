// @vitest-environment node
// PayPal (ADR 249): the order is the server's, at the booking's own price, for one booking attempt, captured once.
// Each case performs the attack on the stand-in API: another amount, another booking, a replayed capture, another
// session, an order not approved, a declined instrument, and the popup opened for another origin.
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, KYOTO, reservationOf, TOKYO } from './test-api';

type Api = ReturnType<typeof createTestApi>;

const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(12), checkout: day(14), payByCard: true };
const BUYER = 'sb-buyer@personal.example.com';

let api: Api;
let session: string;

beforeEach(async () => {
  api = createTestApi();
  // Kyoto's settings name PayPal for these cases; the seed keeps it on the stand-in card form.
  api.db.prepare("UPDATE hotels SET payment_provider = 'paypal' WHERE id = ?").run(KYOTO.id);
  session = await api.newSession(KYOTO.code);
});

function call(path: string, body: unknown, headers: Record<string, string> = {}, as = session) {
  return api.app.request(`/hotels/${KYOTO.id}/paypal_payments/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: as, ...headers },
    body: JSON.stringify(body),
  });
}

async function createOrder(booking: CreateReservationRequest, key: string, as = session) {
  const { payment: _payment, ...rest } = booking;
  // A client lying about the total changes nothing: the order is priced by the server.
  const response = await call('order', { booking: { ...rest, expected_total_price: 1 }, payment_type: 'card' }, { [REQUEST_HEADERS.idempotencyKey]: key }, as);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; status: string; purchase_units: { amount: { value: string; currency_code: string } }[] };
}

function approve(orderId: string, email = BUYER) {
  return api.app.request(`/psp/paypal/checkoutnow/${orderId}/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

function book(booking: CreateReservationRequest, orderId: string, key: string, as = session) {
  return api.postReservation(as, KYOTO.id, { ...booking, payment: { type: 'card', card_token: orderId } }, key);
}

const orderStatus = (id: string) => api.db.prepare<[string], { status: string; reservation_id: number | null }>('SELECT status, reservation_id FROM paypal_orders WHERE id = ?').get(id);

describe('PayPal payments', () => {
  it('answers the client credential at a PayPal hotel only', async () => {
    const credential = await call('client_credential', {});
    expect(credential.status).toBe(201);
    expect(await credential.json()).toEqual({ client_id: 'sb-hbw-stand-in', currency: 'JPY', intent: 'capture' });
    const tokyoSession = await api.newSession(TOKYO.code);
    const elsewhere = await api.app.request(`/hotels/${TOKYO.id}/paypal_payments/client_credential`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: tokyoSession },
      body: '{}',
    });
    expect(elsewhere.status).toBe(404);
  });

  it('books with an approved order at the server’s price, validated first and captured once', async () => {
    const booking = await api.pricedBooking(session, KYOTO.id, STAY);
    const key = crypto.randomUUID();
    const order = await createOrder(booking, key);
    expect(order).toMatchObject({ status: 'CREATED', purchase_units: [{ amount: { currency_code: 'JPY', value: String(booking.expected_total_price) } }] });
    expect(order.id).toMatch(/^[0-9A-Z]{17}$/);

    expect((await call('validate_credit_card', { order_id: order.id })).status).toBe(404);
    expect((await approve(order.id)).status).toBe(200);
    const validated = await call('validate_credit_card', { order_id: order.id });
    expect(validated.status).toBe(200);
    expect(await validated.json()).toMatchObject({ status: 'APPROVED', payer: { email_address: BUYER } });

    const booked = await book(booking, order.id, key);
    expect(booked.status).toBe(201);
    const reservation = await reservationOf(booked);
    expect(reservation.status).toBe('done');
    expect(orderStatus(order.id)).toEqual({ status: 'COMPLETED', reservation_id: reservation.reservationID });
    // The same attempt again answers its booking; any other booking with the order is a second capture, refused.
    expect((await book(booking, order.id, key)).status).toBe(200);
    const again = await book(booking, order.id, crypto.randomUUID());
    expect(again.status).toBe(422);
    expect((await errorOf(again)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
  });

  it('refuses an order created for another booking attempt, or by another session', async () => {
    const booking = await api.pricedBooking(session, KYOTO.id, STAY);
    const order = await createOrder(booking, crypto.randomUUID());
    await approve(order.id);
    const otherAttempt = await book(booking, order.id, crypto.randomUUID());
    expect(otherAttempt.status).toBe(422);
    expect((await errorOf(otherAttempt)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
    expect(orderStatus(order.id)?.status).toBe('APPROVED');

    const key = crypto.randomUUID();
    const ownOrder = await createOrder(booking, key);
    await approve(ownOrder.id);
    const stranger = await api.newSession(KYOTO.code);
    expect((await call('validate_credit_card', { order_id: ownOrder.id }, {}, stranger)).status).toBe(404);
    expect((await book(booking, ownOrder.id, key, stranger)).status).toBe(422);
    expect(orderStatus(ownOrder.id)?.status).toBe('APPROVED');
  });

  it('refuses an order for another amount than the booking charges', async () => {
    const twoNights = await api.pricedBooking(session, KYOTO.id, STAY);
    const threeNights = await api.pricedBooking(session, KYOTO.id, { ...STAY, checkout: day(15) });
    const key = crypto.randomUUID();
    const order = await createOrder(twoNights, key);
    await approve(order.id);
    const refused = await book(threeNights, order.id, key);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).details['payment.card_token']).toEqual([{ error: 'paypal_amount_changed' }]);
    expect(orderStatus(order.id)).toEqual({ status: 'APPROVED', reservation_id: null });
  });

  it('refuses an order its buyer did not approve, and answers a declined instrument as a failed payment', async () => {
    const booking = await api.pricedBooking(session, KYOTO.id, STAY);
    const key = crypto.randomUUID();
    const unapproved = await createOrder(booking, key);
    expect((await book(booking, unapproved.id, key)).status).toBe(422);

    const declinedKey = crypto.randomUUID();
    const declined = await createOrder(booking, declinedKey);
    expect((await approve(declined.id, 'someone@example.com')).status).toBe(422);
    expect((await approve(declined.id, 'sb-declined@personal.example.com')).status).toBe(200);
    const refused = await book(booking, declined.id, declinedKey);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).title).toBe('payment_failed');
  });

  it('refuses a stand-in card token at a PayPal hotel, and opens the popup only for an app origin and a waiting order', async () => {
    const booking = await api.pricedBooking(session, KYOTO.id, STAY);
    const token = await api.app.request('/psp/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
    });
    const { token: cardToken } = (await token.json()) as { token: string };
    expect((await book(booking, cardToken, crypto.randomUUID())).status).toBe(422);

    const order = await createOrder(booking, crypto.randomUUID());
    const popup = (origin: string) => api.app.request(`/psp/paypal/checkoutnow?token=${order.id}&origin=${encodeURIComponent(origin)}`);
    expect((await popup('https://evil.example')).status).toBe(404);
    const page = await popup(APP_ORIGIN);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await api.app.request('/psp/paypal/sdk/js?client-id=someone-else')).status).toBe(400);
    expect((await api.app.request('/psp/paypal/sdk/js?client-id=sb-hbw-stand-in&currency=JPY')).status).toBe(200);
  });
});
