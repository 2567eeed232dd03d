// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getRooms, getRoomsPrice } from '#domain/contracts/index.ts';
import { createSearchApi } from './search-api';
import { day, errorOf, OSAKA, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

const path = `/hotels/${TOKYO.id}/rooms/price`;
const stay = { checkin: day(3), checkout: day(5) };
const twin = (overrides: Record<string, unknown> = {}) => ({
  room_type_code: 'deluxe-twin',
  room_plan_code: 'deluxe-twin_room-only',
  adults: 2,
  quantity: 1,
  ...overrides,
});
const price = (query: Record<string, string | number | boolean | object>, session?: string) =>
  api.json(getRoomsPrice, path, { locale: 'en', ...stay, ...query }, session);

/** Tokyo's accommodation tax per guest per night: 100 yen from 10,000 a guest, 200 from 15,000. */
const tokyoTax = (nightPrice: number, guests: number) => {
  const perGuest = Math.floor(nightPrice / guests);
  return (perGuest >= 15_000 ? 200 : perGuest >= 10_000 ? 100 : 0) * guests;
};

describe('GET /hotels/:hotelId/rooms/price', () => {
  it('prices a selection as the search does, times its quantity, with accommodation tax', async () => {
    const search = await api.json(getRooms, `/hotels/${TOKYO.id}/rooms`, { ...stay, locale: 'en', rooms: [{ adults: 1, children: 0, kids_tiers: [] }] });
    const searched = search.rooms.flatMap((room) => room.room_plan).find((plan) => plan.room_plan_code === 'deluxe-twin_room-only');
    const answer = await price({ selections: [twin({ adults: 1, quantity: 2 })] });
    const line = answer.rooms[0];
    expect(line?.original_price_with_tax).toBe((searched?.total_price ?? 0) * 2);
    expect(line?.room_price_without_tax).toBe((searched?.total_price_without_tax ?? 0) * 2);
    const accommodation = (line?.nightly_prices ?? []).reduce((sum, night) => sum + tokyoTax(night.price, 1), 0) * 2;
    expect(accommodation).toBeGreaterThan(0);
    expect(answer.accommodation_tax).toBe(accommodation);
    expect(answer.nights).toBe(2);
    expect(answer.currency).toBe('JPY');
  });

  it('gives the search the same accommodation tax, so a result\'s total is what guest detail asks', async () => {
    const search = await api.json(getRooms, `/hotels/${TOKYO.id}/rooms`, { ...stay, locale: 'en', rooms: [{ adults: 2, children: 0, kids_tiers: [] }] });
    const searched = search.rooms.flatMap((room) => room.room_plan).find((plan) => plan.room_plan_code === 'deluxe-twin_room-only');
    const answer = await price({ selections: [twin()] });
    expect(searched?.accommodation_tax).toBeGreaterThan(0);
    expect(searched?.accommodation_tax).toBe(answer.accommodation_tax);
    expect((searched?.price_after_discount?.non_sign_in ?? 0) + (searched?.accommodation_tax ?? 0)).toBe(answer.total_price);
  });

  it('takes everybody\'s and the coupon discount, the card promotion when paying by card, members\' when signed in', async () => {
    const answer = await price({ selections: [twin()], coupon_code: 'WELCOME10', pay_by_card: true });
    const line = answer.rooms[0];
    if (!line) throw new Error('no line');
    const base = line.room_price_without_tax;
    const coupon = Math.floor(((line.nightly_prices[0]?.price ?? 0) + (line.nightly_prices[1]?.price ?? 0)) * 0.1);
    const payment = Math.floor(base * 0.03);
    const member = Math.floor(base * 0.1);
    const after = (discount: number) => base - discount + Math.floor((base - discount) * 0.08);
    expect(line.non_sign_in_discount.discount_amount).toBe(coupon + payment);
    expect(line.non_sign_in_discount.total_price_after_discount).toBe(after(coupon + payment));
    expect(line.sign_in_discount.total_price_after_discount).toBe(after(coupon + payment + member));
    expect(answer.coupon_discount_amount).toBe(coupon);
    expect(answer.promotion_discount_amount).toBe(payment);
    expect(answer.brr_discount_amount).toBe(member);
    expect(answer.total_price).toBe(after(coupon + payment) + answer.accommodation_tax);
    expect(answer.sign_in_total_price).toBe(after(coupon + payment + member) + answer.accommodation_tax);

    const onSite = await price({ selections: [twin()] });
    expect(onSite.promotion_discount_amount).toBe(0);
    expect(onSite.total_price).toBe(onSite.original_price_with_tax + onSite.accommodation_tax);
  });

  it('prices children by kids tier', async () => {
    const [a, d] = await Promise.all([
      price({ selections: [twin({ children: 1, kids_tiers: [{ code: 'A', children: 1 }] })] }),
      price({ selections: [twin({ children: 1, kids_tiers: [{ code: 'D', children: 1 }] })] }),
    ]);
    const adults = await price({ selections: [twin()] });
    expect(d.room_price_without_tax).toBe(adults.room_price_without_tax);
    expect(a.room_price_without_tax).toBeGreaterThan(adults.room_price_without_tax);
  });

  it('prices a day-use selection for its day, where the hotel has day use', async () => {
    const dayUse = { checkin: day(3), is_day_use: true, selections: [twin({ room_plan_code: 'deluxe-twin_day-use-5h' })] };
    const osaka = await api.json(getRoomsPrice, `/hotels/${OSAKA.id}/rooms/price`, dayUse, api.umiSession);
    expect(osaka.nights).toBe(0);
    expect(osaka.checkout).toBe(day(3));
    expect(osaka.rooms[0]?.nightly_prices.map((night) => night.date)).toEqual([day(3)]);
    expect((await api.get(path, dayUse)).status).toBe(422);
  });

  it.each([
    ['an unknown plan', { selections: [twin({ room_plan_code: 'deluxe-twin_nope' })] }],
    ['a plan of another room type', { selections: [twin({ room_plan_code: 'junior-suite_room-only' })] }],
    ['more than the sale limit', { selections: [twin({ room_plan_code: 'deluxe-twin_anniversary', quantity: 2 })] }],
    ['too many guests', { selections: [twin({ adults: 4 })] }],
    ['a plan not sold for the stay', { selections: [twin({ room_plan_code: 'deluxe-twin_long-stay-3' })] }],
  ])('answers 422 naming the selection for %s', async (_, query) => {
    const response = await api.get(path, { ...stay, ...query });
    expect(response.status).toBe(422);
    expect(Object.keys((await errorOf(response)).details)).toContain('selections.0');
  });

  it('answers more rooms than are left as sold out, with the code the booking uses', async () => {
    const response = await api.get(path, { ...stay, checkin: day(7), checkout: day(8), selections: [twin({ quantity: 2 })] });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error).toMatchObject({ title: 'sold_out', codes: [1105] });
    expect(error.details['selections.0']?.[0]).toMatchObject({ error: 'sold_out', code: 1105 });
  });

  it('answers 422 for malformed selections and 401 for another brand', async () => {
    const malformed = await api.get(path, { ...stay, selections: 'not json' });
    expect(malformed.status).toBe(422);
    expect((await errorOf(malformed)).details).toHaveProperty('selections');
    expect((await api.get(path, { ...stay, selections: [twin()] }, api.umiSession)).status).toBe(401);
  });
});
