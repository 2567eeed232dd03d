// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import { ZReservationManagement, ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import { createApiApp } from '#server/src/index.ts';
import { seededDatabase } from './seed-image';
import { APP_ORIGIN, createTestApi, day, errorOf, NOW, OSAKA, reservationOf, TOKYO } from './test-api';

const DAY_USE_PLAN = 'deluxe-twin_day-use-5h';

describe('changing a day-use reservation', () => {
  const api = createTestApi();

  async function bookDayUse(session: string, date: string) {
    const selection = { room_type_code: 'deluxe-twin', room_plan_code: DAY_USE_PLAN, adults: 2, children: 0 };
    const priced = await api.priceCall(session, OSAKA.id, {
      checkin: date,
      is_day_use: 'true',
      selections: JSON.stringify([{ ...selection, quantity: 1 }]),
      pay_by_card: 'false',
      locale: 'en',
    });
    const total = ZBookingPrice.parse(await priced.json()).total_price;
    const response = await api.postReservation(session, OSAKA.id, {
      checkin: date,
      checkout: date,
      is_day_use: true,
      locale: 'en',
      booking_source: 'booking_widget',
      booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
      rooms: [selection],
      payment: { type: 'on_site' },
      expected_total_price: total,
    });
    expect(response.status).toBe(201);
    return reservationOf(response);
  }

  const update = (session: string, number: string, token: string, body: unknown, dryRun: boolean) =>
    api.app.request(`/hotels/${OSAKA.id}/reservations/${number}/update_settings?bypass_token=${token}&dry_run=${dryRun}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
      body: JSON.stringify(body),
    });

  it('moves the day use to another day, keeping it a day use with no night, and frees the old day', async () => {
    const session = await api.newSession(OSAKA.code);
    const booked = await bookDayUse(session, day(4));
    const dryRun = await update(session, booked.reservation_number, booked.bypass_token, { checkin: day(6), checkout: day(6) }, true);
    expect(dryRun.status).toBe(200);
    const preview = ZUpdateSettingsAnswer.parse(await dryRun.json());
    expect(preview.reservation.checkin_date).toBe(day(6));
    expect(preview.reservation.checkout_date).toBe(day(6));
    expect(preview.reservation.is_day_use).toBe(true);

    const confirmed = await update(
      session,
      booked.reservation_number,
      booked.bypass_token,
      { checkin: day(6), checkout: day(6), expected_total_price: preview.total_price },
      false,
    );
    expect(confirmed.status).toBe(200);
    const changed = ZUpdateSettingsAnswer.parse(await confirmed.json()).reservation;
    expect([changed.checkin_date, changed.checkout_date, changed.is_day_use]).toEqual([day(6), day(6), true]);
  });

  it('refuses a day use given a checkout on another day', async () => {
    const session = await api.newSession(OSAKA.code);
    const booked = await bookDayUse(session, day(5));
    const response = await update(session, booked.reservation_number, booked.bypass_token, { checkin: day(6), checkout: day(7) }, true);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toHaveProperty('checkout');
  });
});

describe('PUT /__reservations/:number (browser-test stack only)', () => {
  function apiWith(faults: boolean) {
    const db = seededDatabase();
    return createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW, faults });
  }

  const put = (app: ReturnType<typeof apiWith>, number: string, body: unknown) =>
    app.request(`/__reservations/${number}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('does not exist unless faults are on', async () => {
    expect((await put(apiWith(false), 'R0000000', { modified_by_staff: true })).status).toBe(404);
  });

  it("marks a reservation staff-edited and pins its management clock, which the management answer follows", async () => {
    const api = createTestApi();
    const app = apiWith(true);
    const opened = await app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_key: 'hbw-demo-client', client_secret: 'hbw-demo-secret', hotel_code: TOKYO.code }),
    });
    const session = ((await opened.json()) as { data: { client_session: string } }).data.client_session;
    // Same seed and clock: the price the test API answers is this API's price too.
    const body = await api.pricedBooking(await api.newSession(), TOKYO.id, {
      roomTypeCode: 'deluxe-twin',
      roomPlanCode: 'deluxe-twin_breakfast',
      checkin: day(5),
      checkout: day(6),
      adults: 2,
    });
    const booked = await reservationOf(
      await app.request(`/hotels/${TOKYO.id}/reservations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session, [REQUEST_HEADERS.idempotencyKey]: crypto.randomUUID() },
        body: JSON.stringify(body),
      }),
    );
    const management = async () => {
      const response = await app.request(`/hotels/${TOKYO.id}/reservations/${booked.reservation_number}/management?bypass_token=${booked.bypass_token}`, {
        headers: { [REQUEST_HEADERS.clientSession]: session },
      });
      return ZReservationManagement.parse(await response.json());
    };
    expect((await management()).update.allowed).toBe(true);

    // The standard policy's deadline is 18:00 Tokyo the day before check-in: 19:00 Tokyo is 10:00 UTC.
    expect((await put(app, booked.reservation_number, { now: `${day(4)}T10:00:00Z` })).status).toBe(204);
    expect((await management()).update.reason).toBe('update_deadline_passed');
    expect((await put(app, booked.reservation_number, { now: null, modified_by_staff: true })).status).toBe(204);
    expect((await management()).update.reason).toBe('modified_by_staff');
    expect((await put(app, booked.reservation_number, { now: 'yesterday' })).status).toBe(400);
    expect((await put(app, 'RNOSUCH00', { modified_by_staff: true })).status).toBe(404);
  });
});
