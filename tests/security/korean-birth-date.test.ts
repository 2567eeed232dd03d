// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, createTestApi, day, errorOf, KYOTO, OKINAWA, reservationOf } from '../server/test-api';

// Issue 22: the Korean card holder check (credit_card_krw_domestic, ADR 250) took any day up to 31 in any month, so
// a birth date no one has (990230, 30 February) minted a token marked as checked, and that token paid a won booking.
// Posted straight to the tokenizers, past the frame's own check, each impossible date below was tokenized (201)
// before the fix; now it is refused at the birth date with its own message, and no token is minted.

type Api = ReturnType<typeof createTestApi>;

const CARD = { number: '4111111111111111', holder: 'MINJUN KIM', exp_month: 12, exp_year: 2030, security_code: '123', currency: 'KRW' };
// Sakura Kyoto's kaiseki plan offers credit_card_krw_domestic and Kyoto takes won (ADR 250).
const KAISEKI = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_kaiseki', checkin: day(20), checkout: day(22), payByCard: true };
const IMPOSSIBLE = ['990230', '970229', '990431', '991332', '990100'];

/** The tokenizers a Korean card reaches: the stand-in's page of a hotel with no provider, GMO's at Okinawa, the stand-in's own. */
const TOKENIZERS = [
  { path: '/psp/hosted-fields/stand-in/tokens', extra: { hotel_id: KYOTO.id, payment_type: 'card_krw_domestic' } },
  { path: '/psp/hosted-fields/gmo/tokens', extra: { hotel_id: OKINAWA.id, payment_type: 'card_krw_domestic' } },
  { path: '/psp/tokens', extra: {} },
] as const;

function tokenize(api: Api, path: string, birthDate: string, extra: Record<string, unknown>) {
  return api.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...CARD, ...extra, valid_through: day(30), korean: { birth_date: birthDate, pin_prefix: '12' } }),
  });
}

const tokenCount = (api: Api) => (api.db.prepare('SELECT COUNT(*) AS n FROM card_tokens').get() as { n: number }).n;

describe('a Korean card with an impossible birth date (issue 22)', () => {
  it.each(TOKENIZERS)('is refused at the birth date by $path, and no token is minted', async ({ path, extra }) => {
    const api = createTestApi();
    const before = tokenCount(api);
    for (const birthDate of IMPOSSIBLE) {
      const response = await tokenize(api, path, birthDate, extra);
      expect(response.status, birthDate).toBe(422);
      expect((await errorOf(response)).details.korean, birthDate).toEqual([{ error: 'invalid_birth_date' }]);
    }
    expect(tokenCount(api)).toBe(before);
  });

  it('still tokenizes a real one, 29 February of a leap year too, and that token pays a won booking', async () => {
    const api = createTestApi();
    const response = await tokenize(api, TOKENIZERS[0].path, '960229', TOKENIZERS[0].extra);
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    const session = await api.newSession(KYOTO.code);
    const booking = await api.pricedBooking(session, KYOTO.id, KAISEKI);
    const booked = await api.postReservation(session, KYOTO.id, {
      ...booking,
      payment_currency: 'KRW',
      payment: { type: 'card_krw_domestic', card_token: token, return_url: `${APP_ORIGIN}/reservation/3ds-return` },
    });
    expect((await reservationOf(booked)).payment).toMatchObject({ method: 'credit_card_krw_domestic' });
  });
});
