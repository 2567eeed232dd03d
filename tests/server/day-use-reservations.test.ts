// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import { ZRoomsResponse } from '#domain/entities/room-result.ts';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { createTestApi, day, errorOf, OSAKA, reservationOf, TOKYO } from './test-api';

const DAY = day(3);
const DAY_USE_PLAN = 'deluxe-twin_day-use-5h';
const selection = (roomPlanCode: string) => ({ room_type_code: 'deluxe-twin', room_plan_code: roomPlanCode, adults: 2, children: 0 });

describe('POST /hotels/{id}/reservations with is_day_use', () => {
  const api = createTestApi();

  async function dayUsePrice(session: string, roomPlanCode: string) {
    const response = await api.priceCall(session, OSAKA.id, {
      checkin: DAY,
      is_day_use: 'true',
      selections: JSON.stringify([{ ...selection(roomPlanCode), quantity: 1 }]),
      pay_by_card: 'false',
      locale: 'en',
    });
    expect(response.status).toBe(200);
    return ZBookingPrice.parse(await response.json());
  }

  function dayUseBooking(roomPlanCode: string, total: number) {
    return {
      checkin: DAY,
      checkout: DAY,
      is_day_use: true,
      locale: 'en',
      booking_source: 'booking_widget',
      booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
      rooms: [selection(roomPlanCode)],
      payment: { type: 'on_site' },
      expected_total_price: total,
    };
  }

  async function dayUseStock(session: string): Promise<number> {
    const query = new URLSearchParams({ checkin: DAY, is_day_use: 'true', rooms: JSON.stringify([{ adults: 2, children: 0, kids_tiers: [] }]), locale: 'en' });
    const response = await api.app.request(`/hotels/${OSAKA.id}/rooms?${query.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: session } });
    expect(response.status).toBe(200);
    const room = ZRoomsResponse.parse(await response.json()).rooms.find((candidate) => candidate.room_type_code === 'deluxe-twin');
    if (!room) throw new Error('deluxe-twin is not in the day-use results');
    return room.room_count;
  }

  it('books a day-use plan for its day at the price call total, and takes that day from stock', async () => {
    const session = await api.newSession(OSAKA.code);
    const price = await dayUsePrice(session, DAY_USE_PLAN);
    expect(price.nights).toBe(0);
    const stockBefore = await dayUseStock(session);
    const overnightBefore = await api.roomCount(session, OSAKA.id, 'deluxe-twin', DAY, day(4));

    const response = await api.postReservation(session, OSAKA.id, dayUseBooking(DAY_USE_PLAN, price.total_price));
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.is_day_use).toBe(true);
    expect(reservation.total_price).toBe(price.total_price);
    expect(reservation.checkin_date).toBe(DAY);
    expect(reservation.checkout_date).toBe(DAY);
    expect(reservation.rooms[0]?.nightly_prices?.map((night) => night.date)).toEqual([DAY]);

    expect(await dayUseStock(session)).toBe(stockBefore - 1);
    // A day use occupies the room that day, so the night starting that day has one room fewer too.
    expect(await api.roomCount(session, OSAKA.id, 'deluxe-twin', DAY, day(4))).toBe(overnightBefore - 1);
  });

  it('answers is_day_use false for an overnight booking', async () => {
    const session = await api.newSession(OSAKA.code);
    const body = await api.pricedBooking(session, OSAKA.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: DAY, checkout: day(4) });
    const response = await api.postReservation(session, OSAKA.id, body);
    expect(response.status).toBe(201);
    expect((await reservationOf(response)).is_day_use).toBe(false);
  });

  it('refuses a day-use request for a plan that does not sell day use', async () => {
    const session = await api.newSession(OSAKA.code);
    const response = await api.postReservation(session, OSAKA.id, dayUseBooking('deluxe-twin_room-only', 10_000));
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toHaveProperty(['rooms.0.room_plan_code']);
  });

  it('refuses an overnight request for a day-use plan', async () => {
    const session = await api.newSession(OSAKA.code);
    const response = await api.postReservation(session, OSAKA.id, { ...dayUseBooking(DAY_USE_PLAN, 10_000), is_day_use: false, checkout: day(4) });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toHaveProperty(['rooms.0.room_plan_code']);
  });

  it('refuses a day use that ends on another day, and day use at a hotel without it', async () => {
    const session = await api.newSession(OSAKA.code);
    const price = await dayUsePrice(session, DAY_USE_PLAN);
    const later = await api.postReservation(session, OSAKA.id, { ...dayUseBooking(DAY_USE_PLAN, price.total_price), checkout: day(4) });
    expect(later.status).toBe(422);
    expect((await errorOf(later)).details).toHaveProperty('checkout');

    const tokyo = await api.newSession(TOKYO.code);
    const refused = await api.postReservation(tokyo, TOKYO.id, dayUseBooking(DAY_USE_PLAN, price.total_price));
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).details).toHaveProperty('is_day_use');
  });
});
