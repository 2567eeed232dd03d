// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ZBookingWidgetSettings } from '#domain/entities/settings.ts';
import { gatewayFor } from '#server/src/payments/payment-gateways.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, KYOTO, OKINAWA, OSAKA, reservationOf, TOKYO } from './test-api';

// The adapters' own sandbox numbers (server/src/payments/payment-gateways.ts).
const GMO = { approve: '4111111111111111', challenge: '4100000000005000', decline: '4100000000000100', insufficient: '4100000000000209' };
const PAYGENT = { approve: '4111111111111111', decline: '4980111111110012' };
const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(12), checkout: day(14), payByCard: true };

type Api = ReturnType<typeof createTestApi>;

function fieldsToken(api: Api, provider: string, hotelId: number, number: string) {
  return api.app.request(`/psp/hosted-fields/${provider}/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hotel_id: hotelId, number, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
  });
}

async function tokenOf(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function bookWithToken(api: Api, hotel: { id: number; code: string }, cardToken: string, stay = STAY) {
  const session = await api.newSession(hotel.code);
  const booking = await api.pricedBooking(session, hotel.id, stay);
  return api.postReservation(session, hotel.id, {
    ...booking,
    payment: { type: 'card', card_token: cardToken, return_url: `${APP_ORIGIN}/reservation/3ds-return` },
  });
}

describe('the payment gateway registry', () => {
  it('chooses the adapter the settings name, and the stand-in for none or one not built', () => {
    expect(gatewayFor('gmo').provider).toBe('gmo');
    expect(gatewayFor('paygent').provider).toBe('paygent');
    expect(gatewayFor('tappay').provider).toBe('tappay');
    expect(gatewayFor(null).provider).toBeNull();
    expect(gatewayFor('adyen_gmo_paypal').provider).toBeNull();
  });

  it('tells the app each hotel provider in its settings', async () => {
    const api = createTestApi();
    const providerOf = async (code: string) => {
      const response = await api.app.request(`/hotels/${code}/settings/booking_widget`);
      return ZBookingWidgetSettings.parse(await response.json()).payment_gateway_setting;
    };
    expect(await providerOf(TOKYO.code)).toBeNull();
    expect(await providerOf(OKINAWA.code)).toEqual({ provider: 'gmo' });
    expect(await providerOf(OSAKA.code)).toEqual({ provider: 'paygent' });
  });
});

describe('hosted fields (gmo, paygent, tappay)', () => {
  it('books with a token from the hotel provider fields, in its own shape', async () => {
    const api = createTestApi();
    const token = await tokenOf(await fieldsToken(api, 'gmo', OKINAWA.id, GMO.approve));
    expect(token).toMatch(/^gmo_/);
    const booked = await bookWithToken(api, OKINAWA, token);
    expect(booked.status).toBe(201);
    expect((await reservationOf(booked)).challenge_url ?? null).toBeNull();
    expect(await tokenOf(await fieldsToken(api, 'paygent', OSAKA.id, PAYGENT.approve))).toMatch(/^pgt_[0-9a-f]{32}$/);
  });

  it('answers each failure case with its own test cards', async () => {
    const api = createTestApi();
    const declined = await bookWithToken(api, OKINAWA, await tokenOf(await fieldsToken(api, 'gmo', OKINAWA.id, GMO.decline)));
    expect(declined.status).toBe(422);
    expect((await errorOf(declined)).codes).toEqual([3003]);
    const poor = await bookWithToken(api, OKINAWA, await tokenOf(await fieldsToken(api, 'gmo', OKINAWA.id, GMO.insufficient)));
    expect((await errorOf(poor)).codes).toEqual([3002]);
    const challenged = await reservationOf(await bookWithToken(api, OKINAWA, await tokenOf(await fieldsToken(api, 'gmo', OKINAWA.id, GMO.challenge))));
    expect(challenged.challenge_url).toMatch(/\/psp\/3ds\//);
    // The stand-in tokenizer's decline number is an ordinary approved card at PAYGENT, whose own number declines.
    const paygentDecline = await bookWithToken(api, OSAKA, await tokenOf(await fieldsToken(api, 'paygent', OSAKA.id, PAYGENT.decline)));
    expect((await errorOf(paygentDecline)).codes).toEqual([3003]);
  });

  it('refuses a replayed token', async () => {
    const api = createTestApi();
    const token = await tokenOf(await fieldsToken(api, 'gmo', OKINAWA.id, GMO.approve));
    const first = await bookWithToken(api, OKINAWA, token);
    expect(first.status).toBe(201);
    const replay = await bookWithToken(api, OKINAWA, token, { ...STAY, checkin: day(20), checkout: day(21) });
    expect(replay.status).toBe(422);
    expect((await errorOf(replay)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
  });

  it('refuses a token minted for another hotel or by another provider (attack)', async () => {
    const api = createTestApi();
    const osakaToken = await tokenOf(await fieldsToken(api, 'paygent', OSAKA.id, PAYGENT.approve));
    const atOkinawa = await bookWithToken(api, OKINAWA, osakaToken);
    expect((await errorOf(atOkinawa)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
    const standIn = await api.app.request('/psp/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: GMO.approve, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
    });
    const atGmoHotel = await bookWithToken(api, OKINAWA, await tokenOf(standIn));
    expect((await errorOf(atGmoHotel)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
    const gmoAtTokyo = await bookWithToken(api, TOKYO, await tokenOf(await fieldsToken(api, 'gmo', OKINAWA.id, GMO.approve)));
    expect((await errorOf(gmoAtTokyo)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
  });

  it('opens fields only for a hotel on that provider, framed by an app origin (attack)', async () => {
    const api = createTestApi();
    expect((await fieldsToken(api, 'gmo', KYOTO.id, GMO.approve)).status).toBe(404);
    expect((await fieldsToken(api, 'paygent', OKINAWA.id, GMO.approve)).status).toBe(404);
    const page = (query: string) => api.app.request(`/psp/hosted-fields/gmo?${query}`);
    const open = await page(`hotel_id=${OKINAWA.id}&origin=${encodeURIComponent(APP_ORIGIN)}&valid_through=${day(14)}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${APP_ORIGIN}`);
    const text = await open.text();
    expect(text).toContain('autocomplete="cc-number"');
    expect(text).toContain(`data-origin="${APP_ORIGIN}"`);
    const foreign = await page(`hotel_id=${OKINAWA.id}&origin=${encodeURIComponent('https://evil.example')}&valid_through=${day(14)}`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect((await page(`hotel_id=${TOKYO.id}&origin=${encodeURIComponent(APP_ORIGIN)}&valid_through=${day(14)}`)).status).toBe(404);
  });

  it('refuses an invalid card at the fields with the card rules codes', async () => {
    const api = createTestApi();
    const response = await fieldsToken(api, 'gmo', OKINAWA.id, '4111111111111112');
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details.number).toBeDefined();
  });
});

describe('the stand-in tokenizer\'s own fields, for a hotel with no provider (ADR 255)', () => {
  it('opens localized and right to left, refuses another hotel\'s token and the fields of a provider\'s hotel (attack)', async () => {
    const api = createTestApi();
    const page = await api.app.request(`/psp/hosted-fields/stand-in?hotel_id=${TOKYO.id}&origin=${encodeURIComponent(APP_ORIGIN)}&valid_through=${day(14)}&locale=ar`);
    expect(page.status).toBe(200);
    // Framed by the app, itself framed by the hotel's own registered pages (the widget), and by no other site.
    const settingsOf = async (code: string) => ZBookingWidgetSettings.parse(await (await api.app.request(`/hotels/${code}/settings/booking_widget`)).json());
    const tokyoParents = (await settingsOf(TOKYO.code)).allowed_parent_origins;
    const ancestors = /frame-ancestors ([^;]*)/.exec(page.headers.get('Content-Security-Policy') ?? '')?.[1]?.split(' ');
    expect(tokyoParents.length).toBeGreaterThan(0);
    expect(ancestors).toEqual([APP_ORIGIN, ...tokyoParents]);
    const kyotoOnly = (await settingsOf(KYOTO.code)).allowed_parent_origins.filter((origin) => !tokyoParents.includes(origin));
    for (const origin of kyotoOnly) expect(ancestors).not.toContain(origin);
    const text = await page.text();
    expect(text).toContain('dir="rtl"');
    expect(text).toContain('lang="ar"');
    // A provider's hotel has no stand-in fields, and a token of one hotel's fields pays no other hotel.
    expect((await fieldsToken(api, 'stand-in', OKINAWA.id, GMO.approve)).status).toBe(404);
    const kyotoToken = await tokenOf(await fieldsToken(api, 'stand-in', KYOTO.id, GMO.approve));
    const atTokyo = await bookWithToken(api, TOKYO, kyotoToken);
    expect((await errorOf(atTokyo)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
    expect((await bookWithToken(api, TOKYO, await tokenOf(await fieldsToken(api, 'stand-in', TOKYO.id, GMO.approve)))).status).toBe(201);
  });

  it('says the hotel\'s brand rule at the number before any token is minted', async () => {
    const api = createTestApi();
    const request = (body: Record<string, unknown>) =>
      api.app.request('/psp/hosted-fields/stand-in/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ hotel_id: TOKYO.id, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30), ...body }),
      });
    const foreign = await request({ number: GMO.approve, currency: 'USD' });
    expect((await errorOf(foreign)).details.number).toEqual([{ error: 'card_not_accepted_foreign_currency' }]);
    const capped = await request({ number: GMO.approve, over_card_cap: true });
    expect((await errorOf(capped)).details.number).toEqual([{ error: 'over_card_cap' }]);
    expect((await request({ number: GMO.approve })).status).toBe(201);
  });
});
