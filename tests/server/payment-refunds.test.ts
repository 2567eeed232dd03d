// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { ZReservationManagement, ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import { chargeOf, moveChargeMoney } from '#server/src/payments/payment-charges.ts';
import { chargeOperationsFor } from '#server/src/payments/payment-gateways.ts';
import { APP_ORIGIN, createTestApi, day, KYOTO, NOW, OKINAWA, OSAKA, reservationOf, TOKYO } from './test-api';

// Capture and refund through the provider that charged (ADR 259): one database for the file, each test its own stay.
const api = createTestApi();
type Hotel = { id: number; code: string };
type Booked = { reservation_number: string; bypass_token: string; reservationID: number; total_price: number };

async function cardToken(hotel: Hotel): Promise<string> {
  // Okinawa takes cards in GMO's hosted fields; Tokyo through the stand-in tokenizer.
  const path = hotel.id === OKINAWA.id ? '/psp/hosted-fields/gmo/tokens' : '/psp/tokens';
  const response = await api.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hotel_id: hotel.id, number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(60) }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function bookByCard(hotel: Hotel, checkin: string, checkout: string): Promise<{ session: string; booked: Booked }> {
  const session = await api.newSession(hotel.code);
  const body = await api.pricedBooking(session, hotel.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin, checkout, payByCard: true });
  const response = await api.postReservation(session, hotel.id, {
    ...body,
    payment: { type: 'card', card_token: await cardToken(hotel), return_url: `${APP_ORIGIN}/reservation/3ds-return` },
  });
  expect(response.status).toBe(201);
  return { session, booked: await reservationOf(response) };
}

async function cancel(session: string, hotel: Hotel, booked: Booked): Promise<{ response: Response; fee: number }> {
  const state = ZReservationManagement.parse(await (await api.manage(session, hotel.id, booked, 'GET', 'management')).json());
  const fee = state.cancel.fee;
  const response = await api.manage(session, hotel.id, booked, 'PUT', 'cancel', { body: { reason: 'different_hotel', cancellation_fee_displayed: fee } });
  return { response, fee };
}

const operationsOf = (chargeId: number) =>
  api.db.prepare<[number], { id: string; kind: string; amount: number }>('SELECT id, kind, amount FROM payment_operations WHERE charge_id = ? ORDER BY rowid').all(chargeId);

let gmoBooking: { session: string; booked: Booked };

beforeAll(async () => {
  gmoBooking = await bookByCard(OKINAWA, day(30), day(32));
});

describe('a booking records what it charged and through whom', () => {
  it('stores the provider that took the card and its reference, for the amount charged', () => {
    const charge = chargeOf(api.db, OKINAWA.id, gmoBooking.booked.reservationID);
    expect(charge).toMatchObject({ provider: 'gmo', currency: 'JPY', captured: gmoBooking.booked.total_price, refunded: 0 });
    expect(charge?.reference).toMatch(/^gmo_/);
  });
});

describe('refund on cancellation', () => {
  it('refunds what was paid less the fee through the provider that charged, even after the hotel changed provider', async () => {
    const { session, booked } = await bookByCard(OKINAWA, day(3), day(4));
    // The hotel moves to PAYGENT after the booking: the money goes back through GMO, which holds it.
    api.db.prepare("UPDATE hotels SET payment_provider = 'paygent' WHERE id = ?").run(OKINAWA.id);
    try {
      const { response, fee } = await cancel(session, OKINAWA, booked);
      expect(response.status).toBe(200);
      const charge = chargeOf(api.db, OKINAWA.id, booked.reservationID);
      expect(charge).toMatchObject({ provider: 'gmo', refunded: booked.total_price - fee });
      if (!charge) return;
      expect(operationsOf(charge.id)).toEqual([{ id: expect.stringMatching(/^gmo_tran_/) as unknown, kind: 'refund', amount: booked.total_price - fee }]);

      // Cancelling again is refused and refunds nothing more.
      const again = await cancel(session, OKINAWA, booked);
      expect(again.response.status).not.toBe(200);
      expect(chargeOf(api.db, OKINAWA.id, booked.reservationID)?.refunded).toBe(booked.total_price - fee);
    } finally {
      api.db.prepare("UPDATE hotels SET payment_provider = 'gmo' WHERE id = ?").run(OKINAWA.id);
    }
  });
});

describe('attacks on refunds', () => {
  const reservationId = () => gmoBooking.booked.reservationID;

  it('refunds once per key: the same refund twice moves the money once', () => {
    const first = moveChargeMoney(api.db, { hotelId: OKINAWA.id, reservationId: reservationId(), kind: 'refund', amount: 1000, key: 'goodwill', now: NOW });
    const second = moveChargeMoney(api.db, { hotelId: OKINAWA.id, reservationId: reservationId(), kind: 'refund', amount: 1000, key: 'goodwill', now: NOW });
    expect(second).toEqual({ ...first, replayed: true });
    expect(chargeOf(api.db, OKINAWA.id, reservationId())?.refunded).toBe(1000);
    // The key cannot be reused for another amount either.
    expect(() => moveChargeMoney(api.db, { hotelId: OKINAWA.id, reservationId: reservationId(), kind: 'refund', amount: 5000, key: 'goodwill', now: NOW })).toThrow(/another amount/);
    expect(chargeOf(api.db, OKINAWA.id, reservationId())?.refunded).toBe(1000);
  });

  it('refuses a refund of more than was charged, or of nothing, and moves nothing', () => {
    const before = chargeOf(api.db, OKINAWA.id, reservationId());
    if (!before) throw new Error('no charge');
    const tooMuch = before.captured - before.refunded + 1;
    expect(() => moveChargeMoney(api.db, { hotelId: OKINAWA.id, reservationId: reservationId(), kind: 'refund', amount: tooMuch, key: 'too-much', now: NOW })).toThrow(/more than/);
    expect(() => moveChargeMoney(api.db, { hotelId: OKINAWA.id, reservationId: reservationId(), kind: 'refund', amount: -500, key: 'negative', now: NOW })).toThrow(/positive/);
    // The provider itself refuses too, when handed an amount past what it holds.
    expect(() => chargeOperationsFor('gmo').refund(api.db, before, tooMuch)).toThrow(/more than the payment holds/);
    expect(chargeOf(api.db, OKINAWA.id, reservationId())).toEqual(before);
  });

  it('refuses a refund through a provider other than the one that charged', () => {
    const charge = chargeOf(api.db, OKINAWA.id, reservationId());
    if (!charge) throw new Error('no charge');
    for (const provider of ['paygent', 'tappay', 'stand_in', 'paypal', 'payment_hub'] as const) {
      expect(() => chargeOperationsFor(provider).refund(api.db, charge, 100)).toThrow(/holds no such payment/);
      // Even a charge relabelled with the other provider's name: that provider never took this token.
      expect(() => chargeOperationsFor(provider).refund(api.db, { ...charge, provider }, 100)).toThrow(/holds no such payment/);
    }
  });

  it("refuses another hotel's charge", () => {
    const charge = chargeOf(api.db, OKINAWA.id, reservationId());
    if (!charge) throw new Error('no charge');
    expect(chargeOf(api.db, OSAKA.id, reservationId())).toBeUndefined();
    expect(() => moveChargeMoney(api.db, { hotelId: OSAKA.id, reservationId: reservationId(), kind: 'refund', amount: 100, key: 'other-hotel', now: NOW })).toThrow(/no payment/);
    // GMO's token belongs to Okinawa's merchant account: a charge claiming Osaka is not GMO's to refund.
    expect(() => chargeOperationsFor('gmo').refund(api.db, { ...charge, hotel_id: OSAKA.id }, 100)).toThrow(/holds no such payment/);
    expect(chargeOf(api.db, OKINAWA.id, reservationId())?.refunded).toBe(1000);
  });
});

describe('a change of a card-paid booking', () => {
  async function change(session: string, booked: Booked, body: Record<string, unknown>) {
    const preview = await api.manage(session, TOKYO.id, booked, 'PUT', 'update_settings', { query: { dry_run: 'true' }, body });
    expect(preview.status).toBe(200);
    const { total_price } = ZUpdateSettingsAnswer.parse(await preview.json());
    const done = await api.manage(session, TOKYO.id, booked, 'PUT', 'update_settings', { body: { ...body, expected_total_price: total_price } });
    expect(done.status).toBe(200);
    return ZUpdateSettingsAnswer.parse(await done.json());
  }

  it('refunds the difference when the price goes down, and captures it when it goes up, on the same charge', async () => {
    const { session, booked } = await bookByCard(TOKYO, day(40), day(43));
    const shorter = await change(session, booked, { checkin: day(40), checkout: day(41) });
    expect(shorter.price_difference).toBeLessThan(0);
    let charge = chargeOf(api.db, TOKYO.id, booked.reservationID);
    expect(charge).toMatchObject({ provider: 'stand_in', captured: booked.total_price, refunded: -shorter.price_difference });
    if (!charge) return;
    expect(operationsOf(charge.id)).toEqual([{ id: expect.stringMatching(/^re_/) as unknown, kind: 'refund', amount: -shorter.price_difference }]);

    const longer = await change(session, booked, { checkin: day(40), checkout: day(42) });
    expect(longer.price_difference).toBeGreaterThan(0);
    charge = chargeOf(api.db, TOKYO.id, booked.reservationID);
    expect((charge?.captured ?? 0) - (charge?.refunded ?? 0)).toBe(longer.total_price);
    expect(operationsOf(charge?.id ?? 0).map((operation) => operation.kind)).toEqual(['refund', 'capture']);
  });

});

describe('a changed bank transfer booking', () => {
  it('moves no money online and tells the guest the new amount to transfer, on the reservation and in the change mail', async () => {
    const session = await api.newSession(KYOTO.code);
    const body = await api.pricedBooking(session, KYOTO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_kaiseki', checkin: day(50), checkout: day(52) });
    const booked = await reservationOf(await api.postReservation(session, KYOTO.id, { ...body, payment: { type: 'bank_transfer' } }));
    expect(chargeOf(api.db, KYOTO.id, booked.reservationID)).toBeUndefined();

    const preview = await api.manage(session, KYOTO.id, booked, 'PUT', 'update_settings', { query: { dry_run: 'true' }, body: { checkin: day(50), checkout: day(51) } });
    const { total_price } = ZUpdateSettingsAnswer.parse(await preview.json());
    const done = await api.manage(session, KYOTO.id, booked, 'PUT', 'update_settings', { body: { checkin: day(50), checkout: day(51), expected_total_price: total_price } });
    expect(done.status).toBe(200);
    const changed = ZUpdateSettingsAnswer.parse(await done.json()).reservation;
    expect(total_price).toBeLessThan(booked.total_price);
    expect(changed.payment.bank_transfer).toMatchObject({ amount: total_price, reference: booked.reservation_number, due_date: day(49) });
    expect(chargeOf(api.db, KYOTO.id, booked.reservationID)).toBeUndefined();

    const mail = api.db
      .prepare<[string], { subject: string; body: string }>('SELECT subject, body FROM outbox_mails WHERE to_address = ? ORDER BY rowid DESC LIMIT 1')
      .get(booked.email);
    expect(mail?.subject).toMatch(/changed|updated/i);
    expect(mail?.body).toContain(`Amount to transfer: ¥${total_price.toLocaleString('en')}`);
    expect(mail?.body).toContain(`Reference to quote: ${booked.reservation_number}`);
  });
});
