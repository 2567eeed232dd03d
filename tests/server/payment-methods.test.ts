// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { addDays } from '#domain/rules/nights.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, KYOTO, reservationOf, TOKYO } from './test-api';

// Sakura Kyoto's kaiseki plan offers bank transfer and the card methods of ADR 250; its room-only plan does not.
const KAISEKI = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_kaiseki', checkin: day(20), checkout: day(22) };
const ROOM_ONLY = { ...KAISEKI, roomPlanCode: 'deluxe-twin_room-only' };
const CARDS = { visa: '4111111111111111', amex: '378282246310005', jcb: '3530111333300000' };
const RETURN_URL = `${APP_ORIGIN}/reservation/3ds-return`;

type Api = ReturnType<typeof createTestApi>;

async function cardToken(api: Api, number: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await api.app.request('/psp/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '1234', valid_through: day(30), ...extra }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

const KOREAN = { currency: 'KRW', korean: { birth_date: '900131', pin_prefix: '12' } };

async function book(api: Api, payment: CreateReservationRequest['payment'], options: { stay?: typeof KAISEKI; currency?: string; hotel?: typeof KYOTO | typeof TOKYO } = {}) {
  const hotel = options.hotel ?? KYOTO;
  const session = await api.newSession(hotel.code);
  const body = await api.pricedBooking(session, hotel.id, { ...(options.stay ?? KAISEKI), payByCard: 'card_token' in payment });
  return api.postReservation(session, hotel.id, {
    ...body,
    payment,
    ...(options.currency ? { payment_currency: options.currency as CreateReservationRequest['payment_currency'] } : {}),
  });
}

async function refusedField(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(422);
  const { details } = await errorOf(response);
  return (details['payment.type'] ?? details['payment.card_token'])?.[0]?.error;
}

describe('bank transfer', () => {
  it('books without a charge and tells the guest the amount, account, due date and reference', async () => {
    const api = createTestApi();
    const response = await book(api, { type: 'bank_transfer' });
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.status).toBe('done');
    expect(reservation.payment).toMatchObject({ type: 'pre_paid', method: 'bank_transfer', card: null });
    expect(reservation.price?.deposit_amount).toBe(0);
    expect(reservation.payment.bank_transfer).toEqual({
      amount: reservation.total_price,
      currency: 'JPY',
      due_date: addDays(KAISEKI.checkin, -1),
      reference: reservation.reservation_number,
      account: expect.objectContaining({ bank_name: 'Sakura Bank', account_number: '1234567' }) as unknown,
    });
    // The confirmation mail says how to pay too.
    const mail = api.db.prepare<[string], { body: string }>("SELECT body FROM outbox_mails WHERE to_address = ? ORDER BY id DESC").get('hanako@example.com');
    expect(mail?.body).toContain('1234567');
  });

  it('is due on the booking day when the stay starts tomorrow', async () => {
    const api = createTestApi();
    const reservation = await reservationOf(await book(api, { type: 'bank_transfer' }, { stay: { ...KAISEKI, checkin: day(0), checkout: day(1) } }));
    expect(reservation.payment.bank_transfer?.due_date).toBe(day(0));
  });

  it('is listed on the plans that offer it and refused on a plan that does not', async () => {
    const api = createTestApi();
    const session = await api.newSession(KYOTO.code);
    const plans = (await api.rooms(session, KYOTO.id, { checkin: KAISEKI.checkin, checkout: KAISEKI.checkout })).rooms.flatMap((room) => room.room_plan);
    const methodsOf = (code: string) => plans.find((plan) => plan.room_plan_code === code)?.payment_method.map((method) => method.code);
    expect(methodsOf(KAISEKI.roomPlanCode)).toEqual(expect.arrayContaining(['bank_transfer', 'credit_card_krw_domestic', 'credit_card_twd', 'credit_card_international']));
    expect(methodsOf(ROOM_ONLY.roomPlanCode)).not.toContain('bank_transfer');
    expect(await refusedField(await book(api, { type: 'bank_transfer' }, { stay: ROOM_ONLY }))).toBe('payment_type_not_allowed');
  });

  it('is refused, and not listed, at a hotel with no account to transfer to', async () => {
    const api = createTestApi();
    api.db.prepare('UPDATE hotels SET bank_transfer_account = NULL WHERE id = ?').run(KYOTO.id);
    const session = await api.newSession(KYOTO.code);
    const plans = (await api.rooms(session, KYOTO.id, { checkin: KAISEKI.checkin, checkout: KAISEKI.checkout })).rooms.flatMap((room) => room.room_plan);
    expect(plans.flatMap((plan) => plan.payment_method.map((method) => method.code))).not.toContain('bank_transfer');
    expect(await refusedField(await book(api, { type: 'bank_transfer' }))).toBe('payment_type_not_allowed');
  });

  it('is refused in a currency other than yen, and for a total the server did not compute', async () => {
    const api = createTestApi();
    expect(await refusedField(await book(api, { type: 'bank_transfer' }, { currency: 'USD' }))).toBe('payment_type_not_allowed');
    const session = await api.newSession(KYOTO.code);
    const body = await api.pricedBooking(session, KYOTO.id, KAISEKI);
    const cheaper = await api.postReservation(session, KYOTO.id, { ...body, payment: { type: 'bank_transfer' }, expected_total_price: body.expected_total_price - 1000 });
    expect(cheaper.status).toBe(409);
  });
});

describe('Korean domestic card (credit_card_krw_domestic)', () => {
  it('books a won card that passed the holder check, charged in full', async () => {
    const api = createTestApi();
    const token = await cardToken(api, CARDS.visa, KOREAN);
    const reservation = await reservationOf(await book(api, { type: 'card_krw_domestic', card_token: token, return_url: RETURN_URL }, { currency: 'KRW' }));
    expect(reservation.payment).toMatchObject({ type: 'pre_paid', method: 'credit_card_krw_domestic', card: { brand: 'visa' } });
    expect(reservation.mcp_currency).toBe('KRW');
    expect(reservation.price?.deposit_amount).toBe(reservation.total_price);
  });

  it('refuses a token minted without the holder check', async () => {
    const api = createTestApi();
    const token = await cardToken(api, CARDS.jcb);
    expect(await refusedField(await book(api, { type: 'card_krw_domestic', card_token: token, return_url: RETURN_URL }, { currency: 'KRW' }))).toBe(
      'korean_card_check_required',
    );
  });

  it('refuses a payment in another currency, and a plan that does not offer it', async () => {
    const api = createTestApi();
    const inYen = await book(api, { type: 'card_krw_domestic', card_token: await cardToken(api, CARDS.visa, KOREAN), return_url: RETURN_URL });
    expect(await refusedField(inYen)).toBe('payment_type_not_allowed');
    const roomOnly = await book(api, { type: 'card_krw_domestic', card_token: await cardToken(api, CARDS.visa, KOREAN), return_url: RETURN_URL }, { stay: ROOM_ONLY, currency: 'KRW' });
    expect(await refusedField(roomOnly)).toBe('payment_type_not_allowed');
  });
});

describe('TWD card (credit_card_twd)', () => {
  it('books a card charged in New Taiwan dollars, whatever its brand', async () => {
    const api = createTestApi();
    const reservation = await reservationOf(await book(api, { type: 'card_twd', card_token: await cardToken(api, CARDS.visa), return_url: RETURN_URL }, { currency: 'TWD' }));
    expect(reservation.payment.method).toBe('credit_card_twd');
    expect(reservation.mcp_currency).toBe('TWD');
    // The plain card way in TWD is the temporary foreign-currency mode, which refuses Visa.
    const plain = await book(api, { type: 'card', card_token: await cardToken(api, CARDS.visa), return_url: RETURN_URL }, { currency: 'TWD' });
    expect(await refusedField(plain)).toBe('card_brand_not_accepted');
  });

  it('refuses a TWD card paying in yen or won', async () => {
    const api = createTestApi();
    const inYen = await book(api, { type: 'card_twd', card_token: await cardToken(api, CARDS.visa), return_url: RETURN_URL });
    expect(await refusedField(inYen)).toBe('payment_type_not_allowed');
    const inWon = await book(api, { type: 'card_twd', card_token: await cardToken(api, CARDS.visa, KOREAN), return_url: RETURN_URL }, { currency: 'KRW' });
    expect(await refusedField(inWon)).toBe('payment_type_not_allowed');
  });
});

describe('international card (credit_card_international)', () => {
  it('takes an American Express card in yen, which the plain card way refuses', async () => {
    const api = createTestApi();
    const reservation = await reservationOf(await book(api, { type: 'card_international', card_token: await cardToken(api, CARDS.amex), return_url: RETURN_URL }));
    expect(reservation.payment).toMatchObject({ method: 'credit_card_international', card: { brand: 'amex' } });
    const plain = await book(api, { type: 'card', card_token: await cardToken(api, CARDS.amex), return_url: RETURN_URL });
    expect(await refusedField(plain)).toBe('card_brand_not_accepted');
  });

  it('is refused at a hotel whose plans do not offer it', async () => {
    const api = createTestApi();
    const session = await api.newSession(TOKYO.code);
    const body = await api.pricedBooking(session, TOKYO.id, { ...ROOM_ONLY, payByCard: true });
    const response = await api.postReservation(session, TOKYO.id, { ...body, payment: { type: 'card_international', card_token: await cardToken(api, CARDS.amex), return_url: RETURN_URL } });
    expect(await refusedField(response)).toBe('payment_type_not_allowed');
  });
});
