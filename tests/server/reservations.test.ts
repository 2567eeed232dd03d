// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { SEED_CALENDAR } from '#server/src/index.ts';
import { createTestApi, day, errorOf, OKINAWA, reservationOf, TOKYO } from './test-api';
import { PAST_STAYS } from '#server/src/db/seed/past-stays.ts';
import { SEEDED_ORGANIZATION_BOOKINGS } from '#server/src/organizations/seed-organization-report.ts';

const stay = { checkin: day(5), checkout: day(7) };
const deluxeBreakfast = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', ...stay };

function readReservation(api: ReturnType<typeof createTestApi>, session: string, number: string, query: string) {
  return api.app.request(`/hotels/${TOKYO.id}/reservations/${number}?${query}`, {
    headers: { [REQUEST_HEADERS.clientSession]: session },
  });
}

describe('POST /hotels/:hotelId/reservations', () => {
  it('books, and the guest reads the reservation back with the bypass token or the email', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const booking = await api.pricedBooking(session, TOKYO.id, deluxeBreakfast);
    const response = await api.postReservation(session, TOKYO.id, booking);
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.reservation_number).toMatch(/^R[A-Z2-7]{9}$/);
    expect(reservation.bypass_token).toMatch(/^[0-9a-f]{32}$/);
    expect(reservation).toMatchObject({
      hotelId: TOKYO.id,
      status: 'done',
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      payment: { type: 'on_site' },
      booking_method: 'booking_widget',
      currency: 'JPY',
      total_price: booking.expected_total_price,
      name: 'Hanako Yamada',
    });
    expect(reservation.rooms).toEqual([
      expect.objectContaining({
        room_type_code: 'deluxe-twin',
        room_plan_code: 'deluxe-twin_breakfast',
        room_type_name: 'Deluxe Twin',
        guest: { first_name: 'Hanako', last_name: 'Yamada' },
        total_price: booking.expected_total_price,
      }),
    ]);
    // The total and its breakdown are the price call's: accommodation tax included, consumption tax kept apart.
    expect(reservation.price?.accommodation_tax).toBeGreaterThan(0);
    expect(reservation.rooms[0]?.accommodation_tax).toBe(reservation.price?.accommodation_tax);
    expect(reservation.tax).toBeGreaterThan(0);

    const byToken = await readReservation(api, session, reservation.reservation_number, `bypass_token=${reservation.bypass_token}`);
    expect(byToken.status).toBe(200);
    expect(await reservationOf(byToken)).toEqual(reservation);
    const byEmail = await readReservation(api, session, reservation.reservation_number, 'email=HANAKO@example.com');
    expect(byEmail.status).toBe(200);
  });

  it('hides a reservation behind 404 when the proof is wrong or missing, or the number unknown', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const reservation = await reservationOf(
      await api.postReservation(session, TOKYO.id, await api.pricedBooking(session, TOKYO.id, deluxeBreakfast)),
    );
    const wrongToken = await readReservation(api, session, reservation.reservation_number, `bypass_token=${'0'.repeat(32)}`);
    const wrongEmail = await readReservation(api, session, reservation.reservation_number, 'email=someone@example.com');
    const unknown = await readReservation(api, session, 'RAAAAAAAAA', `bypass_token=${reservation.bypass_token}`);
    for (const response of [wrongToken, wrongEmail, unknown]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).title).toBe('not_found');
    }
    const noProof = await readReservation(api, session, reservation.reservation_number, '');
    expect(noProof.status).toBe(422);
  });

  it('keeps a reservation from sessions of another brand', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const reservation = await reservationOf(
      await api.postReservation(session, TOKYO.id, await api.pricedBooking(session, TOKYO.id, deluxeBreakfast)),
    );
    const umiSession = await api.newSession(OKINAWA.code);
    const response = await readReservation(api, umiSession, reservation.reservation_number, `bypass_token=${reservation.bypass_token}`);
    expect(response.status).toBe(401);
  });

  it('gives each room its own guest when one is named', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const booking = await api.pricedBooking(session, TOKYO.id, { ...deluxeBreakfast, rooms: 2 });
    const [first, second] = booking.rooms;
    if (!first || !second) throw new Error('two rooms expected');
    const response = await api.postReservation(session, TOKYO.id, {
      ...booking,
      rooms: [first, { ...second, guest: { first_name: 'Taro', last_name: 'Suzuki' } }],
    });
    const reservation = await reservationOf(response);
    expect(reservation.rooms.map((room) => room.guest)).toEqual([
      { first_name: 'Hanako', last_name: 'Yamada' },
      { first_name: 'Taro', last_name: 'Suzuki' },
    ]);
  });

  it('answers 422 with the field for a bad email', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const booking = await api.pricedBooking(session, TOKYO.id, deluxeBreakfast);
    const response = await api.postReservation(session, TOKYO.id, { ...booking, booker: { ...booking.booker, email: 'not-an-email' } });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.details['booker.email']).toEqual([{ error: 'invalid_email' }]);
    expect(error.details.base?.[0]?.error).toEqual(expect.any(String));
  });

  it('answers 422 without an idempotency key', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const booking = await api.pricedBooking(session, TOKYO.id, deluxeBreakfast);
    const response = await api.postReservation(session, TOKYO.id, booking, null);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details[REQUEST_HEADERS.idempotencyKey]).toHaveLength(1);
  });

  it('answers a repeated idempotency key with the first reservation and books once', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const before = await api.roomCount(session, TOKYO.id, 'deluxe-twin', stay.checkin, stay.checkout);
    const booking = await api.pricedBooking(session, TOKYO.id, deluxeBreakfast);
    const key = crypto.randomUUID();
    const first = await api.postReservation(session, TOKYO.id, booking, key);
    const second = await api.postReservation(session, TOKYO.id, booking, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await reservationOf(second)).toEqual(await reservationOf(first));
    expect(await api.roomCount(session, TOKYO.id, 'deluxe-twin', stay.checkin, stay.checkout)).toBe(before - 1);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM reservations').get()).toEqual({ n: PAST_STAYS.length + SEEDED_ORGANIZATION_BOOKINGS + 1 });
  });

  it('refuses the same idempotency key with a different body', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const booking = await api.pricedBooking(session, TOKYO.id, deluxeBreakfast);
    const key = crypto.randomUUID();
    expect((await api.postReservation(session, TOKYO.id, booking, key)).status).toBe(201);
    const changed = { ...booking, booker: { ...booking.booker, first_name: 'Yuki' } };
    const response = await api.postReservation(session, TOKYO.id, changed, key);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details[REQUEST_HEADERS.idempotencyKey]).toHaveLength(1);
  });

  it('gives the last room to one of two guests and answers the other sold_out', async () => {
    const api = createTestApi();
    const lastRoomStay = { checkin: day(SEED_CALENDAR.lastRoomOffset), checkout: day(SEED_CALENDAR.lastRoomOffset + 1) };
    const [guestA, guestB] = [await api.newSession(), await api.newSession()];
    const booking = await api.pricedBooking(guestA, TOKYO.id, { ...deluxeBreakfast, ...lastRoomStay });
    const answers = await Promise.all([
      api.postReservation(guestA, TOKYO.id, booking),
      api.postReservation(guestB, TOKYO.id, booking),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = answers.find((response) => response.status === 409);
    if (!refused) throw new Error('one answer should be 409');
    const error = await errorOf(refused);
    expect(error).toMatchObject({ title: 'sold_out', status: 409, codes: [1105] });
    expect(error.details.base?.[0]).toMatchObject({ error: expect.any(String), code: 1105 });
    expect(await api.roomCount(guestA, TOKYO.id, 'deluxe-twin', lastRoomStay.checkin, lastRoomStay.checkout)).toBe(0);
  });

  it('counts several rooms of one type together against the stock', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const lastRoomStay = { checkin: day(SEED_CALENDAR.lastRoomOffset - 1), checkout: day(SEED_CALENDAR.lastRoomOffset + 1) };
    const single = await api.pricedBooking(session, TOKYO.id, { ...deluxeBreakfast, ...lastRoomStay });
    const twoRooms = { ...single, rooms: [...single.rooms, ...single.rooms], expected_total_price: single.expected_total_price * 2 };
    const response = await api.postReservation(session, TOKYO.id, twoRooms);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).title).toBe('sold_out');
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM reservation_nights').get()).toEqual({ n: 0 });
  });

  it('answers 409 price_changed with the server total when the expected total differs', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const booking = await api.pricedBooking(session, TOKYO.id, deluxeBreakfast);
    const response = await api.postReservation(session, TOKYO.id, { ...booking, expected_total_price: booking.expected_total_price - 100 });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.title).toBe('price_changed');
    expect(error.payloads).toEqual({ total_price: booking.expected_total_price });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM reservations').get()).toEqual({ n: PAST_STAYS.length + SEEDED_ORGANIZATION_BOOKINGS });
  });

  it('refuses rooms and plans the search would not offer', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const booking = await api.pricedBooking(session, TOKYO.id, deluxeBreakfast);
    const [room] = booking.rooms;
    if (!room) throw new Error('one room expected');
    const cases = [
      { room: { ...room, room_type_code: 'penthouse' }, field: 'rooms.0.room_type_code' },
      { room: { ...room, room_plan_code: 'superior-king_breakfast' }, field: 'rooms.0.room_plan_code' },
      { room: { ...room, room_plan_code: 'deluxe-twin_long-stay-3' }, field: 'rooms.0.room_plan_code' },
      { room: { ...room, adults: 4 }, field: 'rooms.0.adults' },
    ];
    for (const { room: changed, field } of cases) {
      const response = await api.postReservation(session, TOKYO.id, { ...booking, rooms: [changed] });
      expect(response.status).toBe(422);
      expect(Object.keys((await errorOf(response)).details)).toContain(field);
    }
  });

  it('refuses a check-in in the past and a check-out before check-in', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const booking = await api.pricedBooking(session, TOKYO.id, deluxeBreakfast);
    const past = await api.postReservation(session, TOKYO.id, { ...booking, checkin: day(-1) });
    const backwards = await api.postReservation(session, TOKYO.id, { ...booking, checkout: booking.checkin });
    expect(past.status).toBe(422);
    expect(backwards.status).toBe(422);
  });
});
