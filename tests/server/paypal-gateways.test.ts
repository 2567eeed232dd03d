// @vitest-environment node
// PayPal through GMO and PAYGENT (gmo-paypal, paygent-paypal; ADR 256): the same JS SDK button, loaded with the
// gateway's partner client id, and an order the gateway creates and the booking captures under the same rules as
// PayPal's own (ADR 249). Each case performs the attack on the stand-in API: another amount, a second capture, and
// an order of another hotel.
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, KYOTO, reservationOf } from './test-api';

type Api = ReturnType<typeof createTestApi>;
type Hotel = { id: number; code: string };

const KAMAKURA = { id: 204, code: 'umi-kamakura' } as const;
const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(12), checkout: day(14), payByCard: true };
const KAMAKURA_STAY = { roomTypeCode: 'standard-double', roomPlanCode: 'standard-double_room-only', checkin: day(12), checkout: day(13), payByCard: true };

const orderStatus = (api: Api, id: string) =>
  api.db.prepare<[string], { status: string; reservation_id: number | null }>('SELECT status, reservation_id FROM paypal_orders WHERE id = ?').get(id);

describe.each([
  { provider: 'gmo-paypal', clientId: 'sb-hbw-gmo-pg-partner', processor: 'GMO Payment Gateway' },
  { provider: 'paygent-paypal', clientId: 'sb-hbw-paygent-partner', processor: 'PAYGENT' },
])('PayPal through $provider', ({ provider, clientId, processor }) => {
  let api: Api;
  let session: string;

  beforeEach(async () => {
    api = createTestApi();
    // Kyoto's settings name the gateway for these cases; the seed keeps it on the stand-in card form.
    api.db.prepare('UPDATE hotels SET payment_provider = ? WHERE id = ?').run(provider, KYOTO.id);
    session = await api.newSession(KYOTO.code);
  });

  function call(hotel: Hotel, path: string, body: unknown, as: string, headers: Record<string, string> = {}) {
    return api.app.request(`/hotels/${hotel.id}/paypal_payments/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: as, ...headers },
      body: JSON.stringify(body),
    });
  }

  /** An order for the booking, approved by the sandbox buyer who pays. */
  async function approvedOrder(hotel: Hotel, booking: CreateReservationRequest, key: string, as = session) {
    const { payment: _payment, ...rest } = booking;
    const created = await call(hotel, 'order', { booking: rest, payment_type: 'card' }, as, { [REQUEST_HEADERS.idempotencyKey]: key });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { id: string; purchase_units: { amount: { value: string } }[] };
    const approved = await api.app.request(`/psp/paypal/checkoutnow/${order.id}/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'sb-buyer@personal.example.com' }),
    });
    expect(approved.status).toBe(200);
    return order;
  }

  const book = (hotel: Hotel, booking: CreateReservationRequest, orderId: string, key: string, as = session) =>
    api.postReservation(as, hotel.id, { ...booking, payment: { type: 'card', card_token: orderId } }, key);

  it('loads the SDK with the gateway’s partner client and names the gateway in PayPal’s popup', async () => {
    const credential = await call(KYOTO, 'client_credential', {}, session);
    expect(credential.status).toBe(201);
    expect(await credential.json()).toEqual({ client_id: clientId, currency: 'JPY', intent: 'capture' });
    expect((await api.app.request(`/psp/paypal/sdk/js?client-id=${clientId}&currency=JPY`)).status).toBe(200);

    const booking = await api.pricedBooking(session, KYOTO.id, STAY);
    const { payment: _payment, ...rest } = booking;
    const created = await call(KYOTO, 'order', { booking: rest, payment_type: 'card' }, session, { [REQUEST_HEADERS.idempotencyKey]: crypto.randomUUID() });
    const { id } = (await created.json()) as { id: string };
    const popup = await api.app.request(`/psp/paypal/checkoutnow?token=${id}&origin=${encodeURIComponent(APP_ORIGIN)}`);
    expect(popup.status).toBe(200);
    expect(await popup.text()).toContain(`Processed by ${processor}`);
  });

  it('books with the gateway’s approved order at the server’s price, and refuses a second capture', async () => {
    const booking = await api.pricedBooking(session, KYOTO.id, STAY);
    const key = crypto.randomUUID();
    const order = await approvedOrder(KYOTO, booking, key);
    expect(order.purchase_units[0]?.amount.value).toBe(String(booking.expected_total_price));
    const booked = await book(KYOTO, booking, order.id, key);
    expect(booked.status).toBe(201);
    const reservation = await reservationOf(booked);
    expect(orderStatus(api, order.id)).toEqual({ status: 'COMPLETED', reservation_id: reservation.reservationID });

    const second = await book(KYOTO, booking, order.id, crypto.randomUUID());
    expect(second.status).toBe(422);
    expect((await errorOf(second)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
  });

  it('refuses the order for another amount than the booking charges', async () => {
    const twoNights = await api.pricedBooking(session, KYOTO.id, STAY);
    const threeNights = await api.pricedBooking(session, KYOTO.id, { ...STAY, checkout: day(15) });
    const key = crypto.randomUUID();
    const order = await approvedOrder(KYOTO, twoNights, key);
    const refused = await book(KYOTO, threeNights, order.id, key);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).details['payment.card_token']).toEqual([{ error: 'paypal_amount_changed' }]);
    expect(orderStatus(api, order.id)).toEqual({ status: 'APPROVED', reservation_id: null });
  });

  it('refuses another hotel’s order, either way', async () => {
    // Kamakura takes PayPal itself; the same guest's session there makes an order for the same attempt key.
    const kamakuraSession = await api.newSession(KAMAKURA.code);
    const kamakuraBooking = await api.pricedBooking(kamakuraSession, KAMAKURA.id, KAMAKURA_STAY);
    const kyotoBooking = await api.pricedBooking(session, KYOTO.id, STAY);
    const key = crypto.randomUUID();
    const kamakuraOrder = await approvedOrder(KAMAKURA, kamakuraBooking, key, kamakuraSession);
    const kyotoOrder = await approvedOrder(KYOTO, kyotoBooking, crypto.randomUUID());

    const atKyoto = await book(KYOTO, kyotoBooking, kamakuraOrder.id, key);
    expect(atKyoto.status).toBe(422);
    expect((await errorOf(atKyoto)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
    const atKamakura = await book(KAMAKURA, kamakuraBooking, kyotoOrder.id, crypto.randomUUID(), kamakuraSession);
    expect(atKamakura.status).toBe(422);
    expect((await errorOf(atKamakura)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
    expect(orderStatus(api, kamakuraOrder.id)?.status).toBe('APPROVED');
    expect(orderStatus(api, kyotoOrder.id)?.status).toBe('APPROVED');
  });
});
