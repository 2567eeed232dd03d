// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_CALENDAR } from '#server/src/index.ts';
import { roomNightPrice } from '#server/src/pricing/room-night-price.ts';
import { createTestApi, day, errorOf, KYOTO, TOKYO } from './test-api';

describe('the occupancy pricing rule', () => {
  it('adds half the one-adult rate per further adult and 30% per child, in whole hundreds', () => {
    expect(roomNightPrice(10_000, 1, 0)).toBe(10_000);
    expect(roomNightPrice(10_000, 2, 0)).toBe(15_000);
    expect(roomNightPrice(10_000, 3, 0)).toBe(20_000);
    expect(roomNightPrice(10_000, 2, 1)).toBe(18_000);
    expect(roomNightPrice(12_345, 2, 1)).toBe(12_345 + 6_100 + 3_700);
  });
});

describe('GET /hotels/:hotelId/rooms', () => {
  it('prices each plan for the whole stay with 8% tax, nightly prices adding up', async () => {
    const { rooms, newSession } = createTestApi();
    const answer = await rooms(await newSession(), TOKYO.id, { checkin: day(1), checkout: day(4) });
    expect(answer.rooms.length).toBeGreaterThan(0);
    for (const room of answer.rooms) {
      for (const plan of room.room_plan) {
        expect(plan.nightly_prices.map((night) => night.date)).toEqual([day(1), day(2), day(3)]);
        expect(plan.nightly_prices.reduce((sum, night) => sum + night.price, 0)).toBe(plan.total_price_without_tax);
        expect(plan.tax).toBe(Math.floor(plan.total_price_without_tax * 0.08));
        expect(plan.total_price).toBe(plan.total_price_without_tax + plan.tax);
        expect(plan.payment_method[0]).toEqual({ code: 'on_site' });
      }
    }
  });

  it('leaves out room types too small for the guests, and plans whose rules the search breaks', async () => {
    const { rooms, newSession } = createTestApi();
    const session = await newSession();
    const twoNights = await rooms(session, TOKYO.id, { checkin: day(1), checkout: day(3) });
    const codes = twoNights.rooms.map((room) => room.room_type_code);
    expect(codes).not.toContain('standard-single');
    const planCodes = twoNights.rooms.flatMap((room) => room.room_plan.map((plan) => plan.hotel_plan_code));
    // Too short for the long-stay plan, too soon for the early bird, no children for the family plan.
    expect(planCodes).not.toContain('long-stay-3');
    expect(planCodes).not.toContain('early-bird-30');
    expect(planCodes).not.toContain('family-fun');
    expect(planCodes).toContain('anniversary');

    const later = await rooms(session, TOKYO.id, { checkin: day(40), checkout: day(43), rooms: [{ adults: 2, children: 1 }] });
    const laterPlans = later.rooms.flatMap((room) => room.room_plan.map((plan) => plan.hotel_plan_code));
    expect(laterPlans).toEqual(expect.arrayContaining(['long-stay-3', 'early-bird-30', 'family-fun']));
    expect(laterPlans).not.toContain('anniversary');
  });

  it('prices several rooms together and offers only room types that fit every room', async () => {
    const { rooms, newSession } = createTestApi();
    const session = await newSession();
    const search = { checkin: day(2), checkout: day(3) };
    const single = await rooms(session, TOKYO.id, { ...search, rooms: [{ adults: 3 }] });
    const pair = await rooms(session, TOKYO.id, { ...search, rooms: [{ adults: 1 }, { adults: 3 }] });
    expect(pair.rooms.map((room) => room.room_type_code).sort()).toEqual(
      single.rooms.map((room) => room.room_type_code).sort(),
    );
    expect(pair.rooms.every((room) => room.max_occupancy >= 3)).toBe(true);
    const oneAdult = await rooms(session, TOKYO.id, { ...search, rooms: [{ adults: 1 }] });
    const price = (answer: typeof pair, code: string) =>
      answer.rooms.find((room) => room.room_type_code === 'deluxe-twin')?.room_plan.find((plan) => plan.room_plan_code === code);
    const pairPlan = price(pair, 'deluxe-twin_room-only');
    expect(pairPlan?.total_price).toBe(
      (price(single, 'deluxe-twin_room-only')?.total_price ?? NaN) + (price(oneAdult, 'deluxe-twin_room-only')?.total_price ?? NaN),
    );
    expect(pairPlan?.matched_search_criteria).toMatchObject({ adults_count: 4, children_count: 0 });
  });

  it('orders by price both ways, room types by their cheapest plan', async () => {
    const { rooms, newSession } = createTestApi();
    const session = await newSession();
    const search = { checkin: day(3), checkout: day(5) };
    const fromPrices = (answer: Awaited<ReturnType<typeof rooms>>) =>
      answer.rooms.map((room) => Math.min(...room.room_plan.map((plan) => plan.total_price)));
    const high = await rooms(session, TOKYO.id, { ...search, order: 'price_high_to_low' });
    expect(fromPrices(high)).toEqual(fromPrices(high).toSorted((a, b) => b - a));
    for (const room of high.rooms) {
      const totals = room.room_plan.map((plan) => plan.total_price);
      expect(totals).toEqual(totals.toSorted((a, b) => b - a));
    }
    const low = await rooms(session, TOKYO.id, search);
    expect(fromPrices(low)).toEqual(fromPrices(low).toSorted((a, b) => a - b));
    expect(low.rooms[0]?.room_type_code).toBe(high.rooms.at(-1)?.room_type_code);
  });

  it('keeps sold-out room types with room_count 0 and shows the last room', async () => {
    const { rooms, newSession } = createTestApi();
    const session = await newSession();
    const soldOut = SEED_CALENDAR.soldOutOffset;
    const acrossSoldOut = await rooms(session, TOKYO.id, { checkin: day(soldOut - 1), checkout: day(soldOut + 1) });
    expect(acrossSoldOut.rooms.length).toBeGreaterThan(0);
    expect(acrossSoldOut.rooms.every((room) => room.room_count === 0 && room.room_plan.length > 0)).toBe(true);
    expect(acrossSoldOut.rooms.flatMap((room) => room.room_plan).every((plan) => plan.plan_stock_count === 0)).toBe(true);

    const lastRoom = SEED_CALENDAR.lastRoomOffset;
    const onLastRoom = await rooms(session, TOKYO.id, { checkin: day(lastRoom), checkout: day(lastRoom + 1) });
    expect(onLastRoom.rooms.every((room) => room.room_count === 1)).toBe(true);
  });

  it('subtracts booked rooms from availability', async () => {
    const { roomCount, newSession, pricedBooking, postReservation } = createTestApi();
    const session = await newSession();
    const stay = { checkin: day(2), checkout: day(4) };
    const before = await roomCount(session, TOKYO.id, 'deluxe-twin', stay.checkin, stay.checkout);
    const booking = await pricedBooking(session, TOKYO.id, {
      roomTypeCode: 'deluxe-twin',
      roomPlanCode: 'deluxe-twin_breakfast',
      ...stay,
      rooms: 2,
    });
    expect((await postReservation(session, TOKYO.id, booking)).status).toBe(201);
    expect(await roomCount(session, TOKYO.id, 'deluxe-twin', stay.checkin, stay.checkout)).toBe(before - 2);
    // Only the booked nights: the night after check-out is untouched.
    expect(await roomCount(session, TOKYO.id, 'deluxe-twin', day(4), day(5))).toBe(before);
  });

  it('counts a capped plan against its own allotment', async () => {
    const { rooms, newSession, pricedBooking, postReservation } = createTestApi();
    const session = await newSession();
    const stay = { checkin: day(3), checkout: day(4) };
    const flashStock = async () =>
      (await rooms(session, TOKYO.id, stay)).rooms
        .find((room) => room.room_type_code === 'deluxe-twin')
        ?.room_plan.find((plan) => plan.hotel_plan_code === 'flash-sale')?.plan_stock_count;
    expect(await flashStock()).toBe(2);
    const booking = await pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_flash-sale', ...stay });
    expect((await postReservation(session, TOKYO.id, booking)).status).toBe(201);
    expect(await flashStock()).toBe(1);
  });

  it('answers nothing for dates beyond the seeded calendar', async () => {
    const { rooms, newSession } = createTestApi();
    const answer = await rooms(await newSession(), TOKYO.id, { checkin: day(362), checkout: day(366) });
    expect(answer.rooms).toEqual([]);
  });

  it('answers 422 for a check-in before the hotel today', async () => {
    const { searchRooms, newSession } = createTestApi();
    const response = await searchRooms(await newSession(), TOKYO.id, { checkin: day(-1), checkout: day(1) });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details.checkin).toHaveLength(1);
  });

  it('answers 422 with code 1903 beyond the reservable period', async () => {
    const { searchRooms, newSession } = createTestApi();
    // Kyoto takes reservations 6 months ahead.
    const response = await searchRooms(await newSession(), KYOTO.id, { checkin: '2026-12-02', checkout: '2026-12-03' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).codes).toEqual([1903]);
  });

  it('answers 422 naming the bad fields of a malformed search', async () => {
    const { searchRooms, newSession } = createTestApi();
    const session = await newSession();
    const badRoom = await searchRooms(session, TOKYO.id, { checkin: day(1), checkout: day(2), rooms: [{ adults: 0 }] });
    expect(badRoom.status).toBe(422);
    expect((await errorOf(badRoom)).details['rooms.0.adults']).toHaveLength(1);
    const backwards = await searchRooms(session, TOKYO.id, { checkin: day(3), checkout: day(2) });
    expect(backwards.status).toBe(422);
    expect((await errorOf(backwards)).details.checkout).toHaveLength(1);
  });

  it('answers 422, not 500, when rooms is not JSON', async () => {
    const { app, newSession } = createTestApi();
    const response = await app.request(`/hotels/${TOKYO.id}/rooms?checkin=${day(1)}&checkout=${day(2)}&rooms=%7Bnope`, {
      headers: { 'X-Client-Session': await newSession() },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details.rooms).toHaveLength(1);
  });
});
