// @vitest-environment node
// Cards beside PayPal (ADR 264): at a gmo-paypal or paygent-paypal hotel the guest pays by PayPal's button or by card
// in that gateway's hosted fields. A card token books as a card through that gateway only; any other provider's
// token, the stand-in's, or another hotel's is refused, and a PayPal-only hotel takes no card token at all.
import { beforeEach, describe, expect, it } from 'vitest';
import { chargeOf } from '#server/src/payments/payment-charges.ts';
import { APP_ORIGIN, createTestApi, day, KYOTO, OKINAWA, OSAKA, reservationOf } from './test-api';

type Api = ReturnType<typeof createTestApi>;
type Hotel = { id: number; code: string };
const KAMAKURA = { id: 204, code: 'umi-kamakura' } as const;
const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(12), checkout: day(14), payByCard: true };
const KAMAKURA_STAY = { roomTypeCode: 'standard-double', roomPlanCode: 'standard-double_room-only', checkin: day(12), checkout: day(13), payByCard: true };

async function tokenFrom(api: Api, fields: string, hotel: Hotel): Promise<Response> {
  return api.app.request(`/psp/hosted-fields/${fields}/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
    body: JSON.stringify({ hotel_id: hotel.id, number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(60) }),
  });
}

async function token(api: Api, fields: string, hotel: Hotel): Promise<string> {
  const response = await tokenFrom(api, fields, hotel);
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

describe.each([
  { provider: 'gmo-paypal', fields: 'gmo', other: { fields: 'paygent', hotel: OSAKA } },
  { provider: 'paygent-paypal', fields: 'paygent', other: { fields: 'gmo', hotel: OKINAWA } },
] as const)('cards beside PayPal at a $provider hotel', ({ provider, fields, other }) => {
  let api: Api;
  let session: string;

  beforeEach(async () => {
    api = createTestApi();
    api.db.prepare('UPDATE hotels SET payment_provider = ? WHERE id = ?').run(provider, KYOTO.id);
    session = await api.newSession(KYOTO.code);
  });

  const book = async (cardToken: string) => {
    const booking = await api.pricedBooking(session, KYOTO.id, STAY);
    return api.postReservation(session, KYOTO.id, { ...booking, payment: { type: 'card', card_token: cardToken, return_url: `${APP_ORIGIN}/reservation/3ds-return` } });
  };

  it(`books a card from ${fields}'s hosted fields, charged and recorded by ${fields}`, async () => {
    const response = await book(await token(api, fields, KYOTO));
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.status).toBe('done');
    expect(chargeOf(api.db, KYOTO.id, reservation.reservationID)).toMatchObject({ provider: fields, captured: reservation.total_price });
  });

  it('refuses a token of another provider, of the stand-in, or of another hotel, and books nothing', async () => {
    // The other gateway's fields do not open for this hotel, and its token minted for its own hotel is refused here.
    expect((await tokenFrom(api, other.fields, KYOTO)).status).not.toBe(201);
    expect((await tokenFrom(api, 'stand-in', KYOTO)).status).not.toBe(201);
    const foreign = await token(api, other.fields, other.hotel);
    const count = () => (api.db.prepare('SELECT COUNT(*) AS n FROM reservations WHERE hotel_id = ?').get(KYOTO.id) as { n: number }).n;
    const before = count();
    expect((await book(foreign)).status).toBe(422);
    // This gateway's token, minted for another of its hotels, is not this hotel's either.
    api.db.prepare('UPDATE hotels SET payment_provider = ? WHERE id = ?').run(fields, OSAKA.id);
    expect((await book(await token(api, fields, OSAKA))).status).toBe(422);
    expect(count()).toBe(before);
  });
});

describe('a PayPal-only hotel', () => {
  it('takes no card token: a gateway token is no PayPal order', async () => {
    const api = createTestApi();
    const session = await api.newSession(KAMAKURA.code);
    expect((await tokenFrom(api, 'gmo', KAMAKURA)).status).not.toBe(201);
    const booking = await api.pricedBooking(session, KAMAKURA.id, KAMAKURA_STAY);
    const response = await api.postReservation(session, KAMAKURA.id, { ...booking, payment: { type: 'card', card_token: await token(api, 'gmo', OKINAWA) } });
    expect(response.status).toBe(422);
  });
});
