// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getOtaHotelRatings, searchOtaHotels } from '#domain/contracts/index.ts';
import { ZClientSessionResponse } from '#domain/entities/client-session.ts';
import { DEMO_API_CLIENT } from '#server/src/index.ts';
import { otaCatalogue } from '#server/src/ota/ota-catalogue.ts';
import { createSearchApi } from './search-api';
import { day, OKINAWA } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
let session: string;

beforeAll(async () => {
  api = await createSearchApi();
  const response = await api.app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret }),
  });
  session = ZClientSessionResponse.parse(await response.json()).data.client_session;
});

const SEARCH = '/api/ota/v1/hotels/search';
const stay = { checkin: day(20), checkout: day(22), scope: 'catalogue', per_page: 100 };
const search = (query: Record<string, string | number>) => api.json(searchOtaHotels, SEARCH, { ...stay, ...query }, session);

describe('the catalogue (ADR 240)', () => {
  it('has a few hundred hotels in all 47 prefectures, the same on every build, built in well under a second', () => {
    const started = performance.now();
    const hotels = otaCatalogue();
    expect(performance.now() - started).toBeLessThan(500);
    expect(hotels.length).toBeGreaterThan(300);
    expect(new Set(hotels.map((hotel) => hotel.place.prefecture)).size).toBe(47);
    expect(new Set(hotels.map((hotel) => hotel.code)).size).toBe(hotels.length);
    expect(hotels.find((hotel) => hotel.code === 'jp-hakone-1')).toMatchObject({ code: 'jp-hakone-1', sold: false });
  });
});

describe('GET /api/ota/v1/hotels/search?scope=catalogue', () => {
  it('finds Hakone ryokan with an open-air bath in the room, every one within reach and matching, with counts', async () => {
    const answer = await search({ area: 'hakone', amenities: 'private_open_air_bath', adults: 2 });
    expect(answer.total_entries).toBeGreaterThan(0);
    for (const hotel of answer.hotels) {
      expect(hotel.details?.amenities).toContain('private_open_air_bath');
      expect(hotel.details?.distance_km).toBeLessThanOrEqual(15);
      expect(hotel.details?.matched).toEqual(['private_open_air_bath']);
    }
    // The amenity's own count ignores the amenity filter, the others keep it.
    expect(answer.facets?.amenities.private_open_air_bath).toBe(answer.total_entries);
    expect(Object.values(answer.facets?.types ?? {}).reduce((a, b) => a + b, 0)).toBe(answer.total_entries);
    const all = await search({ area: 'hakone', adults: 2 });
    expect(all.total_entries).toBeGreaterThan(answer.total_entries);
    expect(all.facets?.amenities.private_open_air_bath).toBe(answer.total_entries);
  });

  it('keeps a budget per night and per stay, with the meals asked for in the price', async () => {
    const cheap = await search({ area: 'tokyo', price_max: 15000 });
    expect(cheap.hotels.every((hotel) => (hotel.details?.nightly_price ?? Infinity) <= 15000)).toBe(true);
    const withMeals = await search({ area: 'tokyo', meals: 'breakfast' });
    const without = await search({ area: 'tokyo' });
    const code = withMeals.hotels[0]?.hotel_code;
    const price = (answer: typeof without) => answer.hotels.find((hotel) => hotel.hotel_code === code)?.details?.nightly_price ?? 0;
    expect(price(withMeals)).toBeGreaterThan(price(without));
    const stayBudget = await search({ area: 'tokyo', price_max: 40000, budget_per: 'stay' });
    expect(stayBudget.hotels.every((hotel) => (hotel.lowest_price ?? Infinity) <= 40000)).toBe(true);
  });

  it('ranks by the full-text index in Japanese and English, and filters by type and rating', async () => {
    const ja = await search({ keyword: '箱根 旅館', types: 'ryokan', rating_min: 4 });
    expect(ja.total_entries).toBeGreaterThan(0);
    expect(ja.hotels.every((hotel) => hotel.details?.type === 'ryokan')).toBe(true);
    expect(ja.hotels[0]?.details?.place_id).toBe('hakone');
    const en = await search({ keyword: 'Hakone', locale: 'en' });
    expect(en.hotels[0]?.name).toMatch(/Hakone/);
  });

  it('offers only hotels with rooms for every guest on every night, and sells a year ahead only', async () => {
    const big = await search({ adults: 3, children: 2, rooms: 1 });
    expect(big.hotels.every((hotel) => hotel.details?.type === 'resort')).toBe(true);
    const late = await search({ checkin: day(400), checkout: day(401) });
    expect(late.total_entries).toBe(0);
  });

  it('lists a hotel the site sells at its own rooms\' price, leading to its real room search', async () => {
    const answer = await search({ area: 'okinawa', keyword: 'Umi' });
    const umi = answer.hotels.find((hotel) => hotel.hotel_code === OKINAWA.code);
    expect(umi?.hotel_id).toBe(OKINAWA.id);
    expect(umi?.lowest_price).toBeGreaterThan(0);
  });

  it('answers nothing for an unknown area, and refuses a type it does not know', async () => {
    expect((await search({ area: 'atlantis' })).total_entries).toBe(0);
    const refused = await api.get(SEARCH, { ...stay, types: 'castle' }, session);
    expect(refused.status).toBe(422);
  });

  it('leaves the default (sold) search as it was: no facets', async () => {
    const answer = await api.json(searchOtaHotels, SEARCH, { checkin: day(2), checkout: day(3) }, session);
    expect(answer.facets).toBeUndefined();
    expect(answer.hotels).toHaveLength(3);
  });
});

describe('GET /api/ota/v1/hotels/ratings', () => {
  it('answers the ratings of known codes only, and needs the site\'s session', async () => {
    const answer = await api.json(getOtaHotelRatings, '/api/ota/v1/hotels/ratings', { hotel_codes: 'jp-hakone-1,umi-okinawa,nope' }, session);
    expect(answer.ratings.map((r) => r.hotel_code)).toEqual(['jp-hakone-1', 'umi-okinawa']);
    expect(answer.ratings[1]).toEqual({ hotel_code: 'umi-okinawa', rating: 4.6, review_count: 1204 });
    const none = await api.app.request('/api/ota/v1/hotels/ratings?hotel_codes=jp-hakone-1');
    expect(none.status).toBe(401);
  });
});
