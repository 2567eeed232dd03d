// @vitest-environment node
// One reservation for several rooms of different types, plans and guests, as the multi-room guest detail books it:
// one price call for every room (one selection each), the booking at that total, a way to pay every plan allows.
import { describe, expect, it } from 'vitest';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { createTestApi, day, errorOf, reservationOf, TOKYO } from './test-api';
import { PAST_STAYS } from '#server/src/db/seed/past-stays.ts';
import { SEEDED_ORGANIZATION_BOOKINGS } from '#server/src/organizations/seed-organization-report.ts';

const stay = { checkin: day(5), checkout: day(7) };
const twin = { room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_breakfast', adults: 2, children: 1, kids_tiers: [{ code: 'A' as const, children: 1 }] };
const solo = { room_type_code: 'standard-double', room_plan_code: 'standard-double_solo-traveller', adults: 1, children: 0, kids_tiers: [] };

async function pricedRooms(api: ReturnType<typeof createTestApi>, session: string, rooms: object[], payByCard = false) {
  const response = await api.priceCall(session, TOKYO.id, {
    ...stay,
    selections: JSON.stringify(rooms),
    pay_by_card: String(payByCard),
    locale: 'en',
  });
  expect(response.status).toBe(200);
  return ZBookingPrice.parse(await response.json());
}

function booking(rooms: CreateReservationRequest['rooms'], total: number): CreateReservationRequest {
  return {
    ...stay,
    locale: 'en',
    booking_source: 'booking_widget',
    booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
    rooms,
    payment: { type: 'on_site' },
    terms_accepted: true,
    expected_total_price: total,
  };
}

describe('a reservation of several different rooms', () => {
  it('books every room at the price call total, each with its own guests, price and details', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const price = await pricedRooms(api, session, [twin, solo]);
    expect(price.rooms.map((line) => line.room_plan_code)).toEqual([twin.room_plan_code, solo.room_plan_code]);

    const rooms = [
      { ...twin, men_count: 1, women_count: 1 },
      { ...solo, guest: { first_name: 'Jiro', last_name: 'Suzuki' }, men_count: 1, women_count: 0 },
    ];
    const response = await api.postReservation(session, TOKYO.id, booking(rooms, price.total_price));
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.total_price).toBe(price.total_price);
    expect(reservation.rooms).toEqual([
      expect.objectContaining({ room_plan_code: twin.room_plan_code, adults: 2, children: 1, men_count: 1, women_count: 1, guest: { first_name: 'Hanako', last_name: 'Yamada' } }),
      expect.objectContaining({ room_plan_code: solo.room_plan_code, adults: 1, children: 0, men_count: 1, women_count: 0, guest: { first_name: 'Jiro', last_name: 'Suzuki' } }),
    ]);
    // The rooms' own prices add up to the rooms' total (no extras here).
    expect(reservation.rooms.reduce((sum, room) => sum + room.total_price, 0)).toBe(price.total_price);
  });

  it('refuses a way to pay that one of the plans does not allow, booking nothing', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const roomOnly = { room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_room-only', adults: 2, children: 0, kids_tiers: [] };
    const price = await pricedRooms(api, session, [roomOnly, solo], true);
    const token = await api.app.request('/psp/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: '4111111111111111', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: stay.checkout }),
    });
    expect(token.status).toBe(201);
    const { token: cardToken } = (await token.json()) as { token: string };
    const response = await api.postReservation(session, TOKYO.id, {
      ...booking([roomOnly, solo], price.total_price),
      payment: { type: 'card', card_token: cardToken },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details['payment.type']).toEqual([{ error: 'payment_type_not_allowed' }]);
    expect(api.db.prepare('SELECT COUNT(*) AS count FROM reservations').get()).toEqual({ count: PAST_STAYS.length + SEEDED_ORGANIZATION_BOOKINGS });
  });
});
