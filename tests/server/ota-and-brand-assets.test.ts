// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getBookingWidgetSettings, getBrandHotels, searchOtaHotels } from '#domain/contracts/index.ts';
import { ZClientSessionResponse } from '#domain/entities/client-session.ts';
import { createApiApp, DEMO_API_CLIENT } from '#server/src/index.ts';
import { seededDatabase } from './seed-image';
import { createSearchApi } from './search-api';
import { APP_ORIGIN, createTestApi, day, errorOf, KYOTO, NOW, OKINAWA, OSAKA, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
let otaSession: string;

async function openOtaSession(app: ReturnType<typeof createTestApi>['app']): Promise<string> {
  const response = await app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret }),
  });
  expect(response.status).toBe(201);
  const { data } = ZClientSessionResponse.parse(await response.json());
  expect(data.hotel_brand_id).toBeNull();
  return data.client_session;
}

beforeAll(async () => {
  api = await createSearchApi();
  otaSession = await openOtaSession(api.app);
});

const SEARCH = '/api/ota/v1/hotels/search';

describe('the travel-agency client session', () => {
  it('is opened without a hotel code, works for /api/ota and for no brand', async () => {
    const brandCall = await api.get('/hotel_brands/1/hotels', {}, otaSession);
    expect(brandCall.status).toBe(401);
    const search = await api.get(SEARCH, { checkin: day(2), checkout: day(3) }, otaSession);
    expect(search.status).toBe(200);
  });

  it('is required by the hotel search: none, or a brand\'s session, is an invalid session', async () => {
    const none = await api.app.request(`${SEARCH}?checkin=${day(2)}&checkout=${day(3)}`);
    expect(none.status).toBe(401);
    const brand = await api.get(SEARCH, { checkin: day(2), checkout: day(3) }, api.sakuraSession);
    expect(brand.status).toBe(401);
    expect((await errorOf(brand)).title).toBe('invalid_session');
  });
});

describe('GET /api/ota/v1/hotels/search', () => {
  it('lists the hotels sold on the site (bw_to_ota_enabled), cheapest first, at the brand list\'s lowest prices', async () => {
    const answer = await api.json(searchOtaHotels, SEARCH, { checkin: day(2), checkout: day(3) }, otaSession);
    const codes = answer.hotels.map((hotel) => hotel.hotel_code);
    expect(codes.sort()).toEqual([KYOTO.code, TOKYO.code, OKINAWA.code].sort());
    expect(codes).not.toContain(OSAKA.code);
    const prices = answer.hotels.map((hotel) => hotel.lowest_price);
    expect(prices.every((price) => typeof price === 'number')).toBe(true);
    expect([...prices].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(prices);
    // The same cheapest offer the brand's facility list computes.
    const sakura = await api.json(getBrandHotels, '/hotel_brands/1/hotels', { is_including_lowest_price: true, checkin: day(2), checkout: day(3) });
    for (const hotel of sakura.hotels) {
      expect(answer.hotels.find((found) => found.hotel_code === hotel.hotel_code)?.lowest_price).toBe(hotel.lowest_price);
    }
    expect(answer.hotels.find((hotel) => hotel.hotel_code === TOKYO.code)).toMatchObject({
      brand_name: 'Sakura Hotels & Resorts',
      logo: '/brand-assets/sakura-hotels-logo.svg',
    });
  });

  it('puts hotels that cannot sell the stay last, and finds by a keyword in any case or width', async () => {
    // Kyoto sells 6 months ahead, Tokyo and Okinawa further.
    const far = await api.json(searchOtaHotels, SEARCH, { checkin: day(250), checkout: day(251) }, otaSession);
    expect(far.hotels.at(-1)).toMatchObject({ hotel_code: KYOTO.code, lowest_price: null });
    const found = await api.json(searchOtaHotels, SEARCH, { checkin: day(2), checkout: day(3), keyword: 'ＵＭＩ' }, otaSession);
    expect(found.hotels.map((hotel) => hotel.hotel_code)).toEqual([OKINAWA.code]);
    expect(found).toMatchObject({ total_entries: 1, total_pages: 1 });
  });

  it('prices every room asked for and pages the list', async () => {
    const one = await api.json(searchOtaHotels, SEARCH, { checkin: day(2), checkout: day(3), adults: 2, rooms: 1 }, otaSession);
    const two = await api.json(searchOtaHotels, SEARCH, { checkin: day(2), checkout: day(3), adults: 2, rooms: 2 }, otaSession);
    const tokyo = (answer: typeof one) => answer.hotels.find((hotel) => hotel.hotel_code === TOKYO.code)?.lowest_price ?? 0;
    expect(tokyo(two)).toBeGreaterThan(tokyo(one));
    const page = await api.json(searchOtaHotels, SEARCH, { checkin: day(2), checkout: day(3), per_page: 2, page: 2 }, otaSession);
    expect(page).toMatchObject({ page: 2, total_pages: 2, total_entries: 3 });
    expect(page.hotels).toHaveLength(1);
  });

  it('answers 422 for a checkout not after the checkin', async () => {
    const response = await api.get(SEARCH, { checkin: day(3), checkout: day(3) }, otaSession);
    expect(response.status).toBe(422);
  });
});

describe('brand logos and favicons', () => {
  it('are served where the settings point, as script-free SVG', async () => {
    const settings = await api.json(getBookingWidgetSettings, `/hotels/${TOKYO.code}/settings/booking_widget`);
    expect(settings).toMatchObject({ favicon: '/brand-assets/sakura-hotels-favicon.svg', bw_to_ota_enabled: true });
    for (const path of [settings.logo, settings.favicon]) {
      const response = await api.app.request(path ?? '/missing');
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
      expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<script|on[a-z]+=/i);
    }
    expect((await api.app.request('/brand-assets/..%2Fsecret.svg')).status).toBe(404);
    expect((await api.app.request('/brand-assets/nobody.svg')).status).toBe(404);
  });
});

describe('the hotel switch of the browser tests\' stack', () => {
  it('exists only with the fault switch', async () => {
    const { app } = createTestApi();
    expect((await app.request(`/__hotels/${TOKYO.code}`, { method: 'PUT', body: '{"maintenance_mode":true}' })).status).toBe(404);
  });

  it('turns a hotel\'s maintenance on and off', async () => {
    const db = seededDatabase();
    const app = createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW, faults: true });
    const maintenance = async () =>
      ((await (await app.request(`/hotels/${TOKYO.code}/settings/booking_widget`)).json()) as { maintenance_mode: boolean }).maintenance_mode;
    const put = (code: string, body: string) => app.request(`/__hotels/${code}`, { method: 'PUT', body });
    expect((await put(TOKYO.code, '{"maintenance_mode":true}')).status).toBe(204);
    expect(await maintenance()).toBe(true);
    expect((await put(TOKYO.code, '{"maintenance_mode":false}')).status).toBe(204);
    expect(await maintenance()).toBe(false);
    expect((await put('nowhere', '{"maintenance_mode":true}')).status).toBe(404);
    expect((await put(TOKYO.code, '{"maintenance_mode":"yes"}')).status).toBe(400);
  });
});
