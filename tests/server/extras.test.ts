// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getExtras } from '#domain/contracts/index.ts';
import { UNLIMITED_INVENTORY } from '#domain/constants/limits.ts';
import { createSearchApi } from './search-api';
import { day, errorOf, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

const path = `/hotels/${TOKYO.id}/extras`;
const isWeekend = (date: string) => [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

describe('GET /hotels/:hotelId/extras', () => {
  it('lists generic extras with their price and stock, unlimited as the largest safe integer', async () => {
    const { extras } = await api.json(getExtras, path, { checkin: day(1), checkout: day(5), locale: 'en' });
    const drink = extras.find((extra) => extra.code === 'welcome-drink');
    expect(drink).toMatchObject({
      extra_type: 'generic',
      name: 'Welcome drink',
      price: 1_000,
      price_with_tax: 1_080,
      stock: UNLIMITED_INVENTORY,
      prices: [],
      min_quantity: 1,
      max_quantity: 10,
      inclusive_hotel_plan_codes: ['breakfast', 'anniversary'],
    });
    expect(extras.find((extra) => extra.code === 'airport-transfer')).toMatchObject({ stock: 5, min_quantity: 1, max_quantity: 2 });
  });

  it('prices dated extras per night of the stay and leaves sold-out dates out of booking_available_dates', async () => {
    const { extras } = await api.json(getExtras, path, { checkin: day(1), checkout: day(5) });
    const dinner = extras.find((extra) => extra.code === 'dinner-course');
    expect(dinner?.prices.map((p) => p.date)).toEqual([day(1), day(2), day(3), day(4)]);
    for (const entry of dinner?.prices ?? []) {
      expect(entry.price).toBe(isWeekend(entry.date) ? 7_200 : 6_000);
      expect(entry.price_with_tax).toBe(entry.price + Math.floor(entry.price * 0.08));
    }
    // Offset 3 is a sold-out day for every dated extra.
    expect(dinner?.booking_available_dates).toEqual([day(1), day(2), day(4)]);
    expect(dinner?.stock).toBe(8);
    expect(dinner?.price).toBeNull();
  });

  it('gives a dated extra no dates beyond the days it is sold', async () => {
    const { extras } = await api.json(getExtras, path, { checkin: day(70), checkout: day(72) });
    const spa = extras.find((extra) => extra.code === 'spa-session');
    expect(spa?.booking_available_dates).toEqual([]);
    expect(spa?.stock).toBe(0);
  });

  it('answers 422 for a reversed stay and 401 for another brand', async () => {
    const reversed = await api.get(path, { checkin: day(5), checkout: day(1) });
    expect(reversed.status).toBe(422);
    expect((await errorOf(reversed)).details).toHaveProperty('checkout');
    expect((await api.get(path, { checkin: day(1), checkout: day(2) }, api.umiSession)).status).toBe(401);
  });
});
