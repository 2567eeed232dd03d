// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getRecommenderWidgetSettings, getRooms, getRoomsRecommendation } from '#domain/contracts/index.ts';
import { splitParty } from '#server/src/rooms/recommend-rooms.ts';
import { createSearchApi } from './search-api';
import { day, OKINAWA, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

describe('splitting a party over rooms', () => {
  it.each([
    [5, 0, 2, [{ adults: 3, children: 0 }, { adults: 2, children: 0 }]],
    [5, 2, 4, [{ adults: 2, children: 0 }, { adults: 1, children: 0 }, { adults: 1, children: 1 }, { adults: 1, children: 1 }]],
    [3, 3, 3, [{ adults: 1, children: 1 }, { adults: 1, children: 1 }, { adults: 1, children: 1 }]],
  ])('%i adults and %i children over %i rooms', (adults, children, count, expected) => {
    expect(splitParty(adults, children, count)).toEqual(expected);
  });
});

describe('GET /hotels/:hotelId/rooms/recommendation', () => {
  const path = `/hotels/${TOKYO.id}/rooms/recommendation`;
  const stay = { checkin: day(3), checkout: day(4) };

  it('recommends, cheapest first, the fewest rooms of a type that hold the party, priced as a search would', async () => {
    const answer = await api.json(getRoomsRecommendation, path, { ...stay, adults: 5, locale: 'en' });
    expect(answer.recommendations).toHaveLength(3);
    const totals = answer.recommendations.map((r) => r.total_price);
    expect(totals).toEqual(totals.toSorted((a, b) => a - b));
    for (const recommendation of answer.recommendations) {
      expect(recommendation.rooms.reduce((sum, room) => sum + room.adults, 0)).toBe(5);
      const search = await api.json(getRooms, `/hotels/${TOKYO.id}/rooms`, {
        ...stay,
        rooms: recommendation.rooms.map((room) => ({ ...room, kids_tiers: [] })),
      });
      const plans = search.rooms.find((room) => room.room_type_code === recommendation.room_type_code)?.room_plan ?? [];
      const publicPlans = plans.filter((plan) => !plan.is_member_only && plan.plan_stock_count >= recommendation.rooms.length && plan.sale_limit >= recommendation.rooms.length);
      expect(recommendation.total_price).toBe(Math.min(...publicPlans.map((plan) => plan.total_price)));
    }
  });

  it('takes a limit, and leaves out room types whose rooms would outnumber the adults', async () => {
    expect((await api.json(getRoomsRecommendation, path, { ...stay, adults: 5, limit: 1 })).recommendations).toHaveLength(1);
    const family = await api.json(getRoomsRecommendation, path, { ...stay, adults: 1, children: 2, limit: 10 });
    expect(family.recommendations.length).toBeGreaterThan(0);
    expect(family.recommendations.every((r) => r.rooms.length === 1)).toBe(true);
  });

  it('answers 422 for a bad party and 401 for another brand', async () => {
    expect((await api.get(path, { ...stay, adults: 0 })).status).toBe(422);
    expect((await api.get(path, { checkin: day(4), checkout: day(3), adults: 2 })).status).toBe(422);
    expect((await api.get(path, { ...stay, adults: 2 }, api.umiSession)).status).toBe(401);
  });
});

describe('GET /hotels/:hotelCode/settings/recommender_widget', () => {
  it('answers without a session, in the asked locale', async () => {
    const response = await api.app.request(`/hotels/${TOKYO.code}/settings/recommender_widget?locale=ja`);
    expect(response.status).toBe(200);
    const settings = getRecommenderWidgetSettings.response.parse(await response.json());
    expect(settings).toEqual({
      hotel_id: TOKYO.id,
      hotel_code: TOKYO.code,
      is_active: true,
      title: 'グループにおすすめのお部屋',
      max_recommendations: 3,
      default_nights: 1,
      multi_rooms_search_limit: 5,
    });
    const okinawa = getRecommenderWidgetSettings.response.parse(
      await (await api.app.request(`/hotels/${OKINAWA.code}/settings/recommender_widget`)).json(),
    );
    expect(okinawa.is_active).toBe(false);
  });

  it('answers 404 for an unknown hotel', async () => {
    expect((await api.app.request('/hotels/no-such-hotel/settings/recommender_widget')).status).toBe(404);
  });
});
