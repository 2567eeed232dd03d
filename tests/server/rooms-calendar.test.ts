// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getRooms, getRoomsAvailability, getRoomsInventory } from '#domain/contracts/index.ts';
import { createSearchApi } from './search-api';
import { day, errorOf, OSAKA, reservationOf, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

describe('GET /hotels/:hotelId/rooms/inventory', () => {
  const path = `/hotels/${TOKYO.id}/rooms/inventory`;

  it('gives rooms on sale and free per room type and night, and follows bookings', async () => {
    const before = await api.json(getRoomsInventory, path, { from: day(6), to: day(10), room_type_codes: 'deluxe-twin' });
    expect(before.inventory.map((type) => type.room_type_code)).toEqual(['deluxe-twin']);
    const days = before.inventory[0]?.days ?? [];
    expect(days.map((d) => d.date)).toEqual([day(6), day(7), day(8), day(9), day(10)]);
    expect(days[1]).toEqual({ date: day(7), rooms_total: 1, rooms_available: 1 });
    expect(days[4]).toEqual({ date: day(10), rooms_total: 0, rooms_available: 0 });

    const booking = await api.pricedBooking(api.sakuraSession, TOKYO.id, {
      roomTypeCode: 'deluxe-twin',
      roomPlanCode: 'deluxe-twin_room-only',
      checkin: day(8),
      checkout: day(10),
    });
    await reservationOf(await api.postReservation(api.sakuraSession, TOKYO.id, booking));
    const after = await api.json(getRoomsInventory, path, { from: day(6), to: day(10), room_type_codes: 'deluxe-twin' });
    const freed = (after.inventory[0]?.days ?? []).map((d) => d.rooms_total - d.rooms_available);
    expect(freed).toEqual([0, 0, 1, 1, 0]);
  });

  it('answers 422 for a reversed or too long range, 401 for another brand', async () => {
    expect((await api.get(path, { from: day(6), to: day(7) }, api.umiSession)).status).toBe(401);
    expect((await api.get(path, { from: day(5), to: day(4) })).status).toBe(422);
    const long = await api.get(path, { from: day(0), to: day(100) });
    expect(long.status).toBe(422);
    expect((await errorOf(long)).details).toHaveProperty('to');
  });
});

describe('GET /hotels/:hotelId/rooms/availability', () => {
  const path = `/hotels/${TOKYO.id}/rooms/availability`;

  it('gives each check-in day its free rooms and the lowest public price a guest can book', async () => {
    const answer = await api.json(getRoomsAvailability, path, { from: day(-1), to: day(11) });
    const byDate = new Map(answer.days.map((d) => [d.date, d]));
    expect(byDate.get(day(-1))?.status).toBe('closed');
    expect(byDate.get(day(10))).toEqual({ date: day(10), status: 'sold_out', available_rooms: 0, lowest_price: null, lowest_price_without_tax: null });
    expect(byDate.get(day(7))?.status).toBe('available');

    const search = await api.json(getRooms, `/hotels/${TOKYO.id}/rooms`, {
      checkin: day(2),
      checkout: day(3),
      rooms: [{ adults: 2, children: 0, kids_tiers: [] }],
    });
    const bookable = search.rooms.flatMap((room) => room.room_plan.filter((plan) => !plan.is_member_only && plan.plan_stock_count > 0));
    expect(byDate.get(day(2))?.lowest_price).toBe(Math.min(...bookable.map((plan) => plan.total_price)));
    expect(byDate.get(day(2))?.available_rooms).toBe(
      search.rooms.reduce((sum, room) => sum + room.room_count, 0),
    );
  });

  it('counts a day sold out when fewer rooms are left than searched', async () => {
    const rooms = [{ adults: 1, children: 0, kids_tiers: [] }, { adults: 1, children: 0, kids_tiers: [] }];
    const answer = await api.json(getRoomsAvailability, path, { from: day(7), to: day(7), rooms });
    expect(answer.days[0]?.status).toBe('sold_out');
    expect(answer.days[0]?.available_rooms).toBeGreaterThan(0);
  });

  it('prices stays of several nights and day use', async () => {
    const twoNights = await api.json(getRoomsAvailability, path, { from: day(9), to: day(9), nights: 2 });
    // The second night is sold out everywhere.
    expect(twoNights.days[0]?.status).toBe('sold_out');
    const dayUse = await api.json(getRoomsAvailability, `/hotels/${OSAKA.id}/rooms/availability`, { from: day(3), to: day(3), is_day_use: true }, api.umiSession);
    const overnight = await api.json(getRoomsAvailability, `/hotels/${OSAKA.id}/rooms/availability`, { from: day(3), to: day(3) }, api.umiSession);
    expect(dayUse.days[0]?.lowest_price).toBeLessThan(overnight.days[0]?.lowest_price ?? 0);
    expect((await api.get(path, { from: day(3), to: day(3), is_day_use: true })).status).toBe(422);
  });

  it('refuses another brand\'s session', async () => {
    expect((await api.get(path, { from: day(3), to: day(4) }, api.umiSession)).status).toBe(401);
  });
});
