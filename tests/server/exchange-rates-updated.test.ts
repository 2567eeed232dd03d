// Document 2 section 8.3, "exchange rates updated, recheck prices" (ADR 251): a booking in the guest's chosen
// currency carries the rate of the prices they saw, and a rate changed since is refused before any card is charged.
import { describe, expect, it } from 'vitest';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import { createApiApp } from '#server/src/index.ts';
import { seededDatabase } from './seed-image';
import { APP_ORIGIN, createTestApi, day, errorOf, KYOTO, NOW, reservationOf } from './test-api';

type Api = ReturnType<typeof createTestApi>;
const CHOICE = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', payByCard: true } as const;

const usdRate = (api: Api) =>
  api.db.prepare<[], { rate_micro: number }>("SELECT rate_micro FROM exchange_rates WHERE base_currency = 'JPY' AND currency = 'USD'").get()?.rate_micro ?? 0;
const setUsdRate = (api: Api, rate: number) =>
  api.db.prepare("UPDATE exchange_rates SET rate_micro = ? WHERE base_currency = 'JPY' AND currency = 'USD'").run(rate);
const reservationCount = (api: Api) => api.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM reservations').get()?.n ?? 0;

async function cardToken(api: Api, checkout: string): Promise<string> {
  const response = await api.app.request('/psp/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: '3530111333300000', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: checkout, currency: 'USD' }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The price in dollars as guest detail asks it, and the booking it would send with the rate it saw. */
async function dollarBooking(api: Api, session: string, offset: number) {
  const stay = { checkin: day(offset), checkout: day(offset + 1) };
  const body = await api.pricedBooking(session, KYOTO.id, { ...CHOICE, ...stay });
  const priced = await api.priceCall(session, KYOTO.id, {
    ...stay,
    selections: JSON.stringify([{ room_type_code: CHOICE.roomTypeCode, room_plan_code: CHOICE.roomPlanCode, adults: 2, children: 0, quantity: 1 }]),
    pay_by_card: 'true',
    locale: 'en',
    mcp_currency: 'USD',
  });
  const price = ZBookingPrice.parse(await priced.json());
  return {
    price,
    send: async (rate: number | undefined) =>
      api.postReservation(session, KYOTO.id, {
        ...body,
        payment: { type: 'card', card_token: await cardToken(api, stay.checkout) },
        payment_currency: 'USD',
        ...(rate === undefined ? {} : { mcp_rate_micro: rate }),
      }),
  };
}

describe('exchange rates updated before booking', () => {
  it('prices in the chosen currency name the rate they were converted at', async () => {
    const api = createTestApi();
    const { price } = await dollarBooking(api, await api.newSession(KYOTO.code), 50);
    expect(price).toMatchObject({ mcp_currency: 'USD', mcp_rate_micro: usdRate(api) });
    expect(price.mcp_total_price_cents).toBe(Math.round((price.total_price * usdRate(api) * 100) / 1_000_000));
  });

  it('books at the rate the guest saw', async () => {
    const api = createTestApi();
    const booking = await dollarBooking(api, await api.newSession(KYOTO.code), 51);
    const response = await booking.send(booking.price.mcp_rate_micro);
    expect(response.status).toBe(201);
    expect(await reservationOf(response)).toMatchObject({ mcp_currency: 'USD', mcp_total_price_cents: booking.price.mcp_total_price_cents });
  });

  it('refuses a booking at a rate changed since, names the new one, books nothing, and books once the guest has seen it', async () => {
    const api = createTestApi();
    const session = await api.newSession(KYOTO.code);
    const booking = await dollarBooking(api, session, 52);
    const seen = booking.price.mcp_rate_micro ?? 0;
    setUsdRate(api, seen + 150);
    const before = reservationCount(api);

    const refused = await booking.send(seen);
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.title).toBe('exchange_rates_updated');
    expect(error.payloads).toEqual({
      mcp_currency: 'USD',
      mcp_rate_micro: seen + 150,
      mcp_total_price_cents: Math.round((booking.price.total_price * (seen + 150) * 100) / 1_000_000),
    });
    expect(reservationCount(api)).toBe(before);

    const again = await dollarBooking(api, session, 52);
    expect(again.price.mcp_rate_micro).toBe(seen + 150);
    const booked = await again.send(again.price.mcp_rate_micro);
    expect(booked.status).toBe(201);
    expect((await reservationOf(booked)).mcp_total_price_cents).toBe(again.price.mcp_total_price_cents);
  });

  it('does not check a client that names no rate, nor a booking in the hotel’s own currency', async () => {
    const api = createTestApi();
    const session = await api.newSession(KYOTO.code);
    const booking = await dollarBooking(api, session, 53);
    setUsdRate(api, (booking.price.mcp_rate_micro ?? 0) + 1);
    expect((await booking.send(undefined)).status).toBe(201);

    const yen = await api.pricedBooking(session, KYOTO.id, { ...CHOICE, payByCard: false, checkin: day(54), checkout: day(55) });
    expect((await api.postReservation(session, KYOTO.id, { ...yen, mcp_rate_micro: 1 })).status).toBe(201);
  });
});

describe('PUT /__exchange-rates/:currency (the stand-in rate feed)', () => {
  const demoApp = () => {
    const db = seededDatabase();
    return { db, app: createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW, outbox: true }) };
  };
  const put = (app: ReturnType<typeof createApiApp>, currency: string, body: unknown) =>
    app.request(`/__exchange-rates/${currency}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('moves the yen rate of one currency', async () => {
    const { db, app } = demoApp();
    expect((await put(app, 'EUR', { rate_micro: 5_700 })).status).toBe(200);
    expect(db.prepare("SELECT rate_micro FROM exchange_rates WHERE currency = 'EUR'").get()).toEqual({ rate_micro: 5_700 });
  });

  it('refuses the yen itself, an unknown currency and a rate that is not a positive integer', async () => {
    const { app } = demoApp();
    expect((await put(app, 'JPY', { rate_micro: 2 })).status).toBe(400);
    expect((await put(app, 'XXX', { rate_micro: 2 })).status).toBe(400);
    expect((await put(app, 'EUR', { rate_micro: 0 })).status).toBe(400);
    expect((await put(app, 'EUR', { rate_micro: 1.5 })).status).toBe(400);
  });

  it('exists only on the stand-in stack', async () => {
    const api = createTestApi();
    expect((await put(api.app, 'EUR', { rate_micro: 5_700 })).status).toBe(404);
  });
});
