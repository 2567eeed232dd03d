// @vitest-environment node
// Refunds of Adyen- and Amazon Pay-paid bookings (ADR 263): the booking records what each provider took, and a
// cancellation refunds through that provider's stand-in, on its own reference (Adyen's pspReference, Amazon's
// charge id), never more than it holds, never another hotel's payment.
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { PAY_NOT_UPDATABLE_CODE } from '#domain/constants/error-codes.ts';
import { ZReservationManagement, ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { chargeOf, moveChargeMoney } from '#server/src/payments/payment-charges.ts';
import { chargeOperationsFor } from '#server/src/payments/payment-gateways.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, NOW, OKINAWA, reservationOf } from './test-api';

const api = createTestApi();
const MIYAKOJIMA = { id: 205, code: 'umi-miyakojima' } as const;
const ISHIGAKI = { id: 203, code: 'umi-ishigaki' } as const;
const CLIENT_KEY = 'stnd_HBW2ADYEN7STANDIN4MERCHANT9KEY';
type Hotel = { id: number; code: string };
type Booked = { reservation_number: string; bypass_token: string; reservationID: number; total_price: number };

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN, ...headers }, body: JSON.stringify(body) });

async function encrypted(fieldType: string, value: string) {
  const response = await post(`/checkoutshopper/securedfields/${CLIENT_KEY}/encrypt`, { fieldType, value });
  return ((await response.json()) as { blobs: { encryptedFieldName: string; blob: string }[] }).blobs;
}

/** Adyen Web's session flow at Umi Resort Miyakojima, then the booking with its result. */
async function bookWithAdyen(checkin: string, checkout: string): Promise<{ session: string; booked: Booked }> {
  const session = await api.newSession(MIYAKOJIMA.code);
  const booking: CreateReservationRequest = await api.pricedBooking(session, MIYAKOJIMA.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin, checkout, payByCard: true });
  const key = crypto.randomUUID();
  const { payment: _payment, ...rest } = booking;
  const created = await post(`/hotels/${MIYAKOJIMA.id}/adyen_payments/sessions`, { booking: rest, payment_type: 'card', return_url: `${APP_ORIGIN}/reservation/adyen-return` }, { [REQUEST_HEADERS.clientSession]: session, [REQUEST_HEADERS.idempotencyKey]: key });
  expect(created.status).toBe(201);
  const adyen = (await created.json()) as { id: string; sessionData: string };
  const blobs = [...(await encrypted('encryptedCardNumber', '4111111145551142')), ...(await encrypted('encryptedExpiryDate', '03/30')), ...(await encrypted('encryptedSecurityCode', '737'))];
  const paymentMethod = { type: 'scheme', ...Object.fromEntries(blobs.map(({ encryptedFieldName, blob }) => [encryptedFieldName, blob])) };
  const paid = (await (await post(`/checkoutshopper/v1/sessions/${adyen.id}/payments?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData, paymentMethod })).json()) as { sessionResult: string };
  const response = await api.postReservation(session, MIYAKOJIMA.id, { ...booking, payment: { type: 'card', card_token: `adyen_${adyen.id}_${paid.sessionResult}` } }, key);
  expect(response.status).toBe(201);
  return { session, booked: await reservationOf(response) };
}

/** Amazon Pay at Umi Resort Ishigaki: the booking waits, the sandbox buyer pays on Amazon's page, the return completes it. */
async function bookWithAmazonPay(checkin: string, checkout: string): Promise<{ session: string; booked: Booked }> {
  const session = await api.newSession(ISHIGAKI.code);
  const booking = await api.pricedBooking(session, ISHIGAKI.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin, checkout });
  const response = await api.postReservation(session, ISHIGAKI.id, { ...booking, payment: { type: 'amazon_pay', return_url: `${APP_ORIGIN}/reservation/amazon-pay-return` } });
  const booked = await reservationOf(response);
  const page = new URL(booked.challenge_url ?? '').pathname;
  const form = new URLSearchParams({ action: 'pay', buyer: 'buyer@amazonpay.example.com' });
  const back = new URL((await api.app.request(page, { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).headers.get('Location') ?? '');
  const sessionId = back.searchParams.get('amazonCheckoutSessionId') ?? '';
  const completed = await api.app.request(`/hotels/${ISHIGAKI.id}/reservations/${booked.reservation_number}/amazon_pay/checkout_sessions/${sessionId}/complete`, {
    method: 'POST',
    headers: { [REQUEST_HEADERS.clientSession]: session },
  });
  expect(completed.status).toBe(200);
  return { session, booked };
}

async function cancel(session: string, hotel: Hotel, booked: Booked): Promise<{ status: number; fee: number }> {
  const state = ZReservationManagement.parse(await (await api.manage(session, hotel.id, booked, 'GET', 'management')).json());
  const response = await api.manage(session, hotel.id, booked, 'PUT', 'cancel', { body: { reason: 'different_hotel', cancellation_fee_displayed: state.cancel.fee } });
  return { status: response.status, fee: state.cancel.fee };
}

const adyenRefunds = (paymentPspReference: string) =>
  api.db
    .prepare<[string], { psp_reference: string; amount: number; status: string; success: number | null }>(
      'SELECT psp_reference, amount, status, success FROM adyen_modifications WHERE payment_psp_reference = ? ORDER BY rowid',
    )
    .all(paymentPspReference);
const amazonRefunds = (chargeId: string) =>
  api.db.prepare<[string], { id: string; amount: number; state: string }>('SELECT id, amount, state FROM amazon_pay_refunds WHERE charge_id = ? ORDER BY rowid').all(chargeId);

describe('Adyen refunds', () => {
  let adyen: { session: string; booked: Booked };
  beforeAll(async () => {
    adyen = await bookWithAdyen(day(60), day(62));
  });

  it('records the payment by its pspReference and refunds a cancellation through Adyen, settled by its notification', async () => {
    const { session, booked } = await bookWithAdyen(day(5), day(6));
    const charge = chargeOf(api.db, MIYAKOJIMA.id, booked.reservationID);
    expect(charge).toMatchObject({ provider: 'adyen', currency: 'JPY', captured: booked.total_price, refunded: 0 });
    expect(charge?.reference).toMatch(/^\d{16}$/);
    const { status, fee } = await cancel(session, MIYAKOJIMA, booked);
    expect(status).toBe(200);
    expect(chargeOf(api.db, MIYAKOJIMA.id, booked.reservationID)?.refunded).toBe(booked.total_price - fee);
    expect(adyenRefunds(charge?.reference ?? '')).toEqual([{ psp_reference: expect.stringMatching(/^\d{16}$/) as unknown, amount: booked.total_price - fee, status: 'received', success: 1 }]);
    // A second cancellation is refused and refunds nothing more.
    expect((await cancel(session, MIYAKOJIMA, booked)).status).not.toBe(200);
    expect(adyenRefunds(charge?.reference ?? '')).toHaveLength(1);
  });

  it('refunds part, once per key, and never past what the payment took, even asked of Adyen directly', () => {
    const reservationId = adyen.booked.reservationID;
    const first = moveChargeMoney(api.db, { hotelId: MIYAKOJIMA.id, reservationId, kind: 'refund', amount: 1000, key: 'goodwill', now: NOW });
    expect(moveChargeMoney(api.db, { hotelId: MIYAKOJIMA.id, reservationId, kind: 'refund', amount: 1000, key: 'goodwill', now: NOW })).toEqual({ ...first, replayed: true });
    const charge = chargeOf(api.db, MIYAKOJIMA.id, reservationId);
    if (!charge) throw new Error('no charge');
    expect(charge.refunded).toBe(1000);
    // Our book says more is held than Adyen has: Adyen's own record refuses.
    expect(() => chargeOperationsFor('adyen').refund(api.db, { ...charge, refunded: 0 }, charge.captured, NOW)).toThrow(/more than the payment holds/);
    // A higher price is a new payment at Adyen: nothing is captured on this one.
    expect(() => chargeOperationsFor('adyen').capture(api.db, charge, 500, NOW)).toThrow(/new payment/);
    expect(adyenRefunds(charge.reference).map((refund) => refund.amount)).toEqual([1000]);
  });

  it("refuses another hotel's charge, another reservation's, and a payment Adyen did not take", () => {
    const charge = chargeOf(api.db, MIYAKOJIMA.id, adyen.booked.reservationID);
    if (!charge) throw new Error('no charge');
    expect(() => moveChargeMoney(api.db, { hotelId: OKINAWA.id, reservationId: adyen.booked.reservationID, kind: 'refund', amount: 100, key: 'other-hotel', now: NOW })).toThrow(/no payment/);
    expect(() => chargeOperationsFor('adyen').refund(api.db, { ...charge, hotel_id: OKINAWA.id }, 100, NOW)).toThrow(/holds no such payment/);
    expect(() => chargeOperationsFor('adyen').refund(api.db, { ...charge, reservation_id: charge.reservation_id + 1 }, 100, NOW)).toThrow(/holds no such payment/);
    expect(() => chargeOperationsFor('adyen').refund(api.db, { ...charge, reference: '1234567890123456' }, 100, NOW)).toThrow(/holds no such payment/);
    for (const provider of ['stand_in', 'gmo', 'paypal', 'payment_hub', 'amazon_pay'] as const) {
      expect(() => chargeOperationsFor(provider).refund(api.db, charge, 100, NOW)).toThrow(/holds no such payment/);
    }
    expect(chargeOf(api.db, MIYAKOJIMA.id, adyen.booked.reservationID)?.refunded).toBe(1000);
  });
});

describe('a changed Adyen booking', () => {
  it('refunds a lower price through Adyen, and refuses a higher one at the preview, since Adyen takes no more', async () => {
    const { session, booked } = await bookWithAdyen(day(70), day(73));
    const shorter = { checkin: day(70), checkout: day(71) };
    const preview = await api.manage(session, MIYAKOJIMA.id, booked, 'PUT', 'update_settings', { query: { dry_run: 'true' }, body: shorter });
    const { total_price } = ZUpdateSettingsAnswer.parse(await preview.json());
    expect((await api.manage(session, MIYAKOJIMA.id, booked, 'PUT', 'update_settings', { body: { ...shorter, expected_total_price: total_price } })).status).toBe(200);
    const charge = chargeOf(api.db, MIYAKOJIMA.id, booked.reservationID);
    expect(charge?.refunded).toBe(booked.total_price - total_price);
    expect(adyenRefunds(charge?.reference ?? '').map((refund) => refund.amount)).toEqual([booked.total_price - total_price]);

    const longer = await api.manage(session, MIYAKOJIMA.id, booked, 'PUT', 'update_settings', { query: { dry_run: 'true' }, body: { checkin: day(70), checkout: day(74) } });
    expect(longer.status).toBe(409);
    expect((await errorOf(longer)).codes).toEqual([PAY_NOT_UPDATABLE_CODE]);
    expect(chargeOf(api.db, MIYAKOJIMA.id, booked.reservationID)).toEqual(charge);
  });
});

describe('Amazon Pay refunds', () => {
  it('records the charge id at completion and refunds a cancellation on it, once', async () => {
    const { session, booked } = await bookWithAmazonPay(day(7), day(8));
    const charge = chargeOf(api.db, ISHIGAKI.id, booked.reservationID);
    expect(charge).toMatchObject({ provider: 'amazon_pay', currency: 'JPY', captured: booked.total_price, refunded: 0 });
    expect(charge?.reference).toMatch(/^S01-\d{7}-\d{7}-C\d{6}$/);
    const { status, fee } = await cancel(session, ISHIGAKI, booked);
    expect(status).toBe(200);
    expect(amazonRefunds(charge?.reference ?? '')).toEqual([{ id: expect.stringMatching(/^S01-\d{7}-\d{7}-R\d{6}$/) as unknown, amount: booked.total_price - fee, state: 'Refunded' }]);
    expect((await cancel(session, ISHIGAKI, booked)).status).not.toBe(200);
    expect(amazonRefunds(charge?.reference ?? '')).toHaveLength(1);
  });

  it("refuses a double refund past the charge, another hotel's or reservation's charge, and a capture", async () => {
    const { booked } = await bookWithAmazonPay(day(64), day(65));
    const charge = chargeOf(api.db, ISHIGAKI.id, booked.reservationID);
    if (!charge) throw new Error('no charge');
    moveChargeMoney(api.db, { hotelId: ISHIGAKI.id, reservationId: booked.reservationID, kind: 'refund', amount: charge.captured, key: 'all', now: NOW });
    expect(() => moveChargeMoney(api.db, { hotelId: ISHIGAKI.id, reservationId: booked.reservationID, kind: 'refund', amount: 1, key: 'again', now: NOW })).toThrow(/more than/);
    expect(() => chargeOperationsFor('amazon_pay').refund(api.db, charge, charge.captured, NOW)).toThrow(/more than the payment holds/);
    expect(() => chargeOperationsFor('amazon_pay').refund(api.db, { ...charge, hotel_id: MIYAKOJIMA.id }, 1, NOW)).toThrow(/holds no such payment/);
    expect(() => chargeOperationsFor('amazon_pay').refund(api.db, { ...charge, reservation_id: charge.reservation_id + 1 }, 1, NOW)).toThrow(/holds no such payment/);
    expect(() => chargeOperationsFor('adyen').refund(api.db, charge, 1, NOW)).toThrow(/holds no such payment/);
    expect(() => chargeOperationsFor('amazon_pay').capture(api.db, charge, 1, NOW)).toThrow(/new payment/);
    expect(amazonRefunds(charge.reference).map((refund) => refund.amount)).toEqual([charge.captured]);
  });
});
