// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getRooms, getRoomsPrice } from '#domain/contracts/index.ts';
import type { RoomsResponse } from '#domain/entities/room-result.ts';
import { UNLIMITED_INVENTORY } from '#domain/constants/limits.ts';
import { addDays } from '#domain/rules/nights.ts';
import { createSearchApi } from './search-api';
import { day, errorOf, OKINAWA, OSAKA, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

const TWO_ADULTS = [{ adults: 2, children: 0, kids_tiers: [] }];
const tokyo = `/hotels/${TOKYO.id}/rooms`;
const search = (query: Record<string, string | number | boolean | object>, path = tokyo, session?: string) =>
  api.json(getRooms, path, { locale: 'en', rooms: TWO_ADULTS, ...query }, session);
const plansOf = (answer: RoomsResponse) => answer.rooms.flatMap((room) => room.room_plan);
const planCodes = (answer: RoomsResponse) => [...new Set(plansOf(answer).map((plan) => plan.hotel_plan_code))];
const offer = (answer: RoomsResponse, roomPlanCode: string) => {
  const found = plansOf(answer).find((plan) => plan.room_plan_code === roomPlanCode);
  if (!found) throw new Error(`${roomPlanCode} is not offered`);
  return found;
};
const hundreds = (yen: number) => Math.floor(yen / 100) * 100;

describe('GET /hotels/:hotelId/rooms, kids', () => {
  it('prices each child at its kids tier rate of the one-adult rate', async () => {
    const stay = { checkin: day(2), checkout: day(3) };
    const rate = offer(await search({ ...stay, rooms: [{ adults: 1, children: 0, kids_tiers: [] }] }), 'deluxe-twin_room-only')
      .total_price_without_tax;
    const withTier = async (code: string) =>
      offer(await search({ ...stay, rooms: [{ adults: 2, children: 1, kids_tiers: [{ code, children: 1 }] }] }), 'deluxe-twin_room-only')
        .total_price_without_tax;
    const adults = rate + hundreds(rate * 0.5);
    expect(await withTier('A')).toBe(adults + hundreds(rate * 0.7));
    expect(await withTier('B')).toBe(adults + hundreds(rate * 0.5));
    expect(await withTier('D')).toBe(adults);
    // A child without a tier keeps the 30% the reservations charge.
    const untiered = offer(await search({ ...stay, rooms: [{ adults: 2, children: 1, kids_tiers: [] }] }), 'deluxe-twin_room-only');
    expect(untiered.total_price_without_tax).toBe(adults + hundreds(rate * 0.3));
  });

  it('maps ages at check-out to the hotel brackets for a hotel that asks for ages', async () => {
    const path = `/hotels/${OKINAWA.id}/rooms`;
    const stay = { checkin: day(2), checkout: day(3) };
    const price = async (ages: number[]) =>
      offer(
        await search({ ...stay, rooms: [{ adults: 2, children: ages.length, kids_tiers: [] }], kids_ages: [ages] }, path, api.umiSession),
        'deluxe-twin_room-only',
      ).total_price_without_tax;
    const rate = offer(await search({ ...stay, rooms: [{ adults: 1, children: 0, kids_tiers: [] }] }, path, api.umiSession), 'deluxe-twin_room-only')
      .total_price_without_tax;
    expect(await price([1])).toBe(rate + hundreds(rate * 0.5));
    expect(await price([4])).toBe(rate + hundreds(rate * 0.5) + hundreds(rate * 0.4));
    expect(await price([12])).toBe(rate + hundreds(rate * 0.5) + hundreds(rate * 0.6));

    const tooOld = await api.get(path, { ...stay, locale: 'en', rooms: [{ adults: 2, children: 1, kids_tiers: [] }], kids_ages: [[15]] }, api.umiSession);
    expect(tooOld.status).toBe(422);
    expect(Object.keys((await errorOf(tooOld)).details)).toContain('kids_ages.0');
  });

  it('prices rooms with the same counts by their own kids tiers or ages, as the price call prices them', async () => {
    const stay = { checkin: day(2), checkout: day(3) };
    const tier = (code: string) => ({ adults: 2, children: 1, kids_tiers: [{ code, children: 1 }] });
    const pricedAlone = async (room: object, query: object = {}, path = tokyo, session?: string) =>
      offer(await search({ ...stay, ...query, rooms: [room] }, path, session), 'deluxe-twin_room-only').total_price;
    const [withA, withC, both] = await Promise.all([
      pricedAlone(tier('A')),
      pricedAlone(tier('C')),
      search({ ...stay, rooms: [tier('A'), tier('C')] }).then((answer) => offer(answer, 'deluxe-twin_room-only').total_price),
    ]);
    expect(withA).not.toBe(withC);
    expect(both).toBe(withA + withC);
    const priced = await api.json(getRoomsPrice, `${tokyo}/price`, {
      ...stay,
      locale: 'en',
      selections: [tier('A'), tier('C')].map((room) => ({ ...room, room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_room-only' })),
    });
    expect(priced.rooms.map((room) => room.original_price_with_tax)).toEqual([withA, withC]);

    // Okinawa asks for ages: two rooms of 2 adults and a child, aged 1 and 10.
    const okinawa = `/hotels/${OKINAWA.id}/rooms`;
    const child = { adults: 2, children: 1, kids_tiers: [] };
    const [age1, age10] = await Promise.all([
      pricedAlone(child, { kids_ages: [[1]] }, okinawa, api.umiSession),
      pricedAlone(child, { kids_ages: [[10]] }, okinawa, api.umiSession),
    ]);
    expect(age1).not.toBe(age10);
    const pair = await search({ ...stay, rooms: [child, child], kids_ages: [[1], [10]] }, okinawa, api.umiSession);
    expect(offer(pair, 'deluxe-twin_room-only').total_price).toBe(age1 + age10);
  });

  it('answers 422 when ages do not match the children or tiers hold more children than the room', async () => {
    const stay = { checkin: day(2), checkout: day(3), locale: 'en' };
    const mismatch = await api.get(tokyo, { ...stay, rooms: [{ adults: 2, children: 2, kids_tiers: [] }], kids_ages: [[4]] });
    expect(mismatch.status).toBe(422);
    expect((await errorOf(mismatch)).details).toHaveProperty('kids_ages');
    const tiers = await api.get(tokyo, { ...stay, rooms: [{ adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 2 }] }] });
    expect(tiers.status).toBe(422);
    const unknownTier = await api.get(`/hotels/${OSAKA.id}/rooms`, { ...stay, rooms: [{ adults: 2, children: 1, kids_tiers: [{ code: 'C', children: 1 }] }] }, api.umiSession);
    expect(unknownTier.status).toBe(422);
  });
});

describe('GET /hotels/:hotelId/rooms, views and search types', () => {
  it('adds the plans view for type=plans: each plan with its rooms, the same offers as the rooms view', async () => {
    const answer = await search({ checkin: day(40), checkout: day(43), type: 'plans' });
    const plans = answer.plans ?? [];
    expect(plans.length).toBe(planCodes(answer).length);
    for (const plan of plans) {
      for (const room of plan.rooms) {
        expect(room.room_plan).toHaveLength(1);
        expect(room.room_plan[0]).toEqual(offer(answer, `${room.room_type_code}_${plan.hotel_plan_code}`));
      }
    }
    expect(plans.find((plan) => plan.hotel_plan_code === 'early-bird-30')?.booking_start_date).toBe(day(30));
    const fromPrices = plans.map((plan) => Math.min(...plan.rooms.map((room) => room.room_plan[0]?.total_price ?? 0)));
    expect(fromPrices).toEqual(fromPrices.toSorted((a, b) => a - b));
    expect((await search({ checkin: day(40), checkout: day(43) })).plans).toEqual([]);
  });

  it('offers day-use plans only to a day-use search, priced for the check-in day', async () => {
    const path = `/hotels/${OSAKA.id}/rooms`;
    const dayUse = await search({ checkin: day(3), is_day_use: true }, path, api.umiSession);
    expect(planCodes(dayUse).sort()).toEqual(['day-use-5h', 'day-use-daytime']);
    for (const plan of plansOf(dayUse)) expect(plan.nightly_prices.map((night) => night.date)).toEqual([day(3)]);
    const overnight = await search({ checkin: day(3), checkout: day(4) }, path, api.umiSession);
    expect(planCodes(overnight)).not.toContain('day-use-5h');

    const notOffered = await api.get(tokyo, { checkin: day(3), is_day_use: true, rooms: TWO_ADULTS });
    expect(notOffered.status).toBe(422);
    expect((await errorOf(notOffered)).details).toHaveProperty('is_day_use');
  });

  it('finds for an undated search the cheapest stay of the nights asked within the next 30 days', async () => {
    const undated = await search({ search_type: 'undated', nights: 2 });
    const plan = offer(undated, 'deluxe-twin_room-only');
    expect(plan.stay?.checkout).toBe(addDays(plan.stay?.checkin ?? '', 2));
    expect(plan.stay?.checkin && plan.stay.checkin >= day(0) && plan.stay.checkin <= day(29)).toBe(true);
    expect(plan.nightly_prices.map((night) => night.date)).toEqual([plan.stay?.checkin, addDays(plan.stay?.checkin ?? '', 1)]);
    for (const offset of [0, 5, 20]) {
      const dated = offer(await search({ checkin: day(offset), checkout: day(offset + 2) }), 'deluxe-twin_room-only');
      expect(plan.total_price).toBeLessThanOrEqual(dated.total_price);
    }
    const differing = await api.get(tokyo, { search_type: 'undated', rooms: [{ adults: 2, children: 0, kids_tiers: [] }, { adults: 1, children: 0, kids_tiers: [] }] });
    expect(differing.status).toBe(422);
  });

  it('requires a check-in for a dated search and a check-out after it for an overnight one', async () => {
    expect((await api.get(tokyo, { rooms: TWO_ADULTS })).status).toBe(422);
    const noCheckout = await api.get(tokyo, { checkin: day(3), rooms: TWO_ADULTS });
    expect(noCheckout.status).toBe(422);
    expect((await errorOf(noCheckout)).details).toHaveProperty('checkout');
  });
});

describe('GET /hotels/:hotelId/rooms, what a search may see', () => {
  const stay = { checkin: day(3), checkout: day(4) };

  it('narrows to the room type and plan codes asked for', async () => {
    const answer = await search({ ...stay, room_type_codes: 'deluxe-twin,junior-suite', hotel_plan_codes: 'room-only,breakfast' });
    expect(answer.rooms.map((room) => room.room_type_code).sort()).toEqual(['deluxe-twin', 'junior-suite']);
    expect(planCodes(answer).sort()).toEqual(['breakfast', 'room-only']);
  });

  it('shows the secret plan only in secret mode and the promo plan only with its code', async () => {
    expect(planCodes(await search(stay))).not.toContain('secret-rate');
    expect(planCodes(await search(stay))).not.toContain('promo-sakura');
    expect(planCodes(await search({ ...stay, mode: 'secret' }))).toContain('secret-rate');
    expect(planCodes(await search({ ...stay, promo_code: 'sakura2026' }))).toContain('promo-sakura');
    expect(planCodes(await search({ ...stay, promo_code: 'OTHER' }))).not.toContain('promo-sakura');
  });

  it('offers only voucher-eligible, non-member plans in voucher mode', async () => {
    expect(planCodes(await search({ ...stay, mode: 'voucher' })).sort()).toEqual(['breakfast', 'room-only']);
  });

  it('applies the filters: meals as alternatives, member-only as a requirement', async () => {
    const meals = await search({ ...stay, filter: 'breakfast,half_board' });
    expect(new Set(plansOf(meals).map((plan) => plan.meal))).toEqual(new Set(['breakfast', 'half_board']));
    const members = await search({ ...stay, filter: 'member_only' });
    expect(plansOf(members).length).toBeGreaterThan(0);
    expect(plansOf(members).every((plan) => plan.is_member_only)).toBe(true);
    expect((await api.get(tokyo, { ...stay, rooms: TWO_ADULTS, filter: 'sauna' })).status).toBe(422);
  });

  it('drops sold-out room types and plans only when is_including_occupied is false', async () => {
    const soldOut = { checkin: day(10), checkout: day(11) };
    const kept = await search(soldOut);
    expect(kept.rooms.length).toBeGreaterThan(0);
    expect(kept.rooms.every((room) => room.room_count === 0)).toBe(true);
    expect((await search({ ...soldOut, is_including_occupied: false })).rooms).toEqual([]);
    expect((await search({ ...soldOut, is_including_occupied: true })).rooms.length).toBe(kept.rooms.length);
  });

  it('refuses another brand\'s session', async () => {
    const response = await api.get(tokyo, { ...stay, rooms: TWO_ADULTS }, api.umiSession);
    expect(response.status).toBe(401);
  });
});

describe('GET /hotels/:hotelId/rooms, discounts and extras', () => {
  const stay = { checkin: day(3), checkout: day(6) };

  it('lists members\', payment and coupon discounts and the totals after them', async () => {
    const plain = offer(await search(stay), 'deluxe-twin_room-only');
    const percent = (p: number) => Math.floor((plain.total_price_without_tax * p) / 100);
    expect(plain.discounts).toEqual([
      { discount_type: 'creansmaerd', discount_origin: 'creansmaerd', discount_amount: percent(10) },
      { discount_type: 'payment', discount_origin: 'payment', discount_amount: percent(3) },
    ]);
    const withTax = (yen: number) => yen + Math.floor(yen * 0.08);
    expect(plain.price_after_discount).toEqual({
      non_sign_in: withTax(plain.total_price_without_tax),
      sign_in: withTax(plain.total_price_without_tax - percent(10)),
    });

    const coupon = offer(await search({ ...stay, coupon_code: 'welcome10' }), 'deluxe-twin_room-only');
    const firstTwoNights = (coupon.nightly_prices[0]?.price ?? 0) + (coupon.nightly_prices[1]?.price ?? 0);
    expect(coupon.discounts).toContainEqual({ discount_type: 'special', discount_origin: 'coupon', discount_amount: Math.floor(firstTwoNights * 0.1) });
    expect(coupon.price_after_discount?.non_sign_in).toBe(withTax(coupon.total_price_without_tax - Math.floor(firstTwoNights * 0.1)));
    // The total stays the price before discounts, which is what a reservation is checked against.
    expect(coupon.total_price).toBe(plain.total_price);

    const halfBoard = offer(await search(stay), 'deluxe-twin_half-board');
    expect(halfBoard.discounts).toEqual([
      { discount_type: 'special', discount_origin: 'all_users', discount_amount: Math.floor(halfBoard.total_price_without_tax * 0.05) },
    ]);
  });

  it('answers 422 with code 1500 for an unknown coupon', async () => {
    const response = await api.get(tokyo, { ...stay, rooms: TWO_ADULTS, coupon_code: 'NOPE' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).codes).toEqual([1500]);
  });

  it('carries the payment promotion and the inventory of the extras plans include', async () => {
    const answer = await search(stay);
    expect(answer.payment_promotion_info).toEqual({ target_mode: 'include', hotel_plan_codes: ['room-only', 'breakfast'] });
    const breakfast = offer(answer, 'deluxe-twin_breakfast');
    expect(breakfast.inclusive_extra_ids).toHaveLength(1);
    expect(answer.extra_inventories).toEqual([{ extra_id: breakfast.inclusive_extra_ids[0], inventory: UNLIMITED_INVENTORY }]);
    expect(offer(answer, 'deluxe-twin_room-only').cancellation_policy_id).toEqual(expect.any(Number));
  });
});
