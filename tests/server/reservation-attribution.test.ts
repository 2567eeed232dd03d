import { describe, expect, it } from 'vitest';
import type { Attribution } from '#domain/entities/attribution.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { createApiApp } from '#server/src/index.ts';
import { verifiedEmailToken } from './email-verification-api';
import { APP_ORIGIN, createTestApi, day, errorOf, NOW, OSAKA, OKINAWA, reservationOf, TOKYO } from './test-api';

// Issue 22 (ADR 233): the landing's marketing fields and the booking channel are stored with the reservation and
// shown on the hotel's side; malformed fields and channels the hotel was never sold through are refused.

const api = createTestApi();
const hotelSide = createApiApp({ db: api.db, corsOrigins: [APP_ORIGIN], now: () => NOW, faults: true });
const ROOM = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only' };

const GOOGLE_HOTEL_ADS: Attribution = {
  gclid: 'EAIaIQobChMI-test_click',
  campaignid: '1234567',
  adgroupid: '7654321',
  keyword: '東京 ホテル',
  metasearch_source: 'google_hotel_ads',
  segment_ids: ['s1', 's2'],
  google_site: 'localuniversal',
  google_promo_code: 'WINTER10',
  room_plan_codes: ['deluxe-twin_room-only'],
  room_count: 1,
  price_displayed_total: 24000,
  reservation_no: 'R-100',
};

const CODES: Record<number, string> = { [TOKYO.id]: TOKYO.code, [OSAKA.id]: OSAKA.code, [OKINAWA.id]: OKINAWA.code };
let offset = 60;

/** A priced booking of a free night (each test its own night) and the session it is sent with. */
async function priced(hotelId: number): Promise<{ session: string; body: CreateReservationRequest }> {
  const session = await api.newSession(CODES[hotelId]);
  offset += 2;
  return { session, body: await api.pricedBooking(session, hotelId, { ...ROOM, checkin: day(offset), checkout: day(offset + 1) }) };
}

async function book(hotelId: number, overrides: Record<string, unknown>) {
  const { session, body } = await priced(hotelId);
  // A travel-agency booking needs the booker's address verified first (ADR 242).
  const verified = String(overrides.booking_source ?? '').endsWith('_ota') && hotelId === OKINAWA.id;
  const token = verified ? { email_verification_token: await verifiedEmailToken(api, session, body.booker.email) } : {};
  return api.postReservation(session, hotelId, { ...body, ...token, ...overrides });
}

async function hotelView(number: string) {
  const response = await hotelSide.request(`/__reservations/${number}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { booking_source: string; attribution: Attribution | null };
}

describe('reservation attribution', () => {
  it('stores the landing fields and shows them to the hotel', async () => {
    const response = await book(TOKYO.id, { attribution: GOOGLE_HOTEL_ADS });
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(await hotelView(reservation.reservation_number)).toEqual({
      reservation_number: reservation.reservation_number,
      booking_source: 'booking_widget',
      total_price: reservation.total_price,
      currency: 'JPY',
      attribution: GOOGLE_HOTEL_ADS,
    });
  });

  it('stores nothing when the guest came without marketing fields', async () => {
    const reservation = await reservationOf(await book(TOKYO.id, {}));
    expect((await hotelView(reservation.reservation_number)).attribution).toBeNull();
  });

  it.each([
    ['a click id of control characters', { gclid: 'abc\u0000def' }],
    ['an overlong keyword', { keyword: 'k'.repeat(257) }],
    ['a campaign id with markup', { campaignid: '<script>' }],
    ['a negative displayed price', { price_displayed_total: -1 }],
    ['a room count of zero', { room_count: 0 }],
    ['too many segments', { segment_ids: Array.from({ length: 21 }, (_, i) => `s${i}`) }],
    ['an unknown field', { utm_evil: 'x' }],
  ])('refuses %s', async (_, attribution) => {
    const response = await book(TOKYO.id, { attribution });
    // An unknown key is stripped by the schema (zod objects drop unknown keys), the rest are refused.
    if ('utm_evil' in attribution) {
      expect(response.status).toBe(201);
      const reservation = await reservationOf(response);
      expect((await hotelView(reservation.reservation_number)).attribution).toBeNull();
    } else {
      expect(response.status).toBe(422);
      expect(Object.keys((await errorOf(response)).details).some((field) => field.startsWith('attribution'))).toBe(true);
    }
  });
});

describe('booking source by channel', () => {
  it.each([
    ['chatbot', TOKYO.id],
    ['chatbot_booking_widget_on', TOKYO.id],
    ['chatbot_booking_widget_off', TOKYO.id],
    ['wordpress', OSAKA.id],
    ['tripla_ota', OKINAWA.id],
    ['booking_widget_to_tripla_ota', OKINAWA.id],
  ] as const)('records %s', async (source, hotelId) => {
    const response = await book(hotelId, { booking_source: source });
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect((await hotelView(reservation.reservation_number)).booking_source).toBe(source);
  });

  it('refuses a chatbot booking for a hotel without a chatbot', async () => {
    const response = await book(OSAKA.id, { booking_source: 'chatbot' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toMatchObject({ booking_source: [{ error: 'no_chatbot' }] });
  });

  it('refuses a travel-agency booking for a hotel not sold there', async () => {
    const response = await book(OSAKA.id, { booking_source: 'tripla_ota' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toMatchObject({ booking_source: [{ error: 'not_sold_on_ota' }] });
  });

  it('refuses a source outside the spec list', async () => {
    const response = await book(TOKYO.id, { booking_source: 'hotel_staff' });
    expect(response.status).toBe(422);
  });
});
