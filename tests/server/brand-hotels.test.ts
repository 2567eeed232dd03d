// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getBrandHotels, getBrandInventory, getRooms, getRoomsAvailability, getRoomsInventory } from '#domain/contracts/index.ts';
import { YEN_RATES_MICRO } from '#server/src/db/seed/exchange-rates.ts';
import { createSearchApi } from './search-api';
import { day, KYOTO, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

const path = '/hotel_brands/1/hotels';

describe('GET /hotel_brands/:brandId/hotels', () => {
  it('pages through the brand\'s hotels', async () => {
    const first = await api.json(getBrandHotels, path, { per_page: 1 });
    expect(first).toMatchObject({ page: 1, per_page: 1, total_pages: 2, total_entries: 2 });
    expect(first.hotels.map((hotel) => hotel.hotel_code)).toEqual([TOKYO.code]);
    expect(first.hotels[0]?.lowest_price).toBeNull();
    const second = await api.json(getBrandHotels, path, { per_page: 1, page: 2 });
    expect(second.hotels.map((hotel) => hotel.hotel_code)).toEqual([KYOTO.code]);
    const beyond = await api.json(getBrandHotels, path, { per_page: 1, page: 3 });
    expect(beyond.hotels).toEqual([]);
    const filtered = await api.json(getBrandHotels, path, { hotel_codes: KYOTO.code });
    expect(filtered).toMatchObject({ total_entries: 1, total_pages: 1 });
  });

  it('adds each hotel\'s lowest public price when asked, the calendar\'s price for that day', async () => {
    const answer = await api.json(getBrandHotels, path, { is_including_lowest_price: true, checkin: day(2), checkout: day(3) });
    for (const hotel of answer.hotels) {
      const calendar = await api.json(getRoomsAvailability, `/hotels/${hotel.hotel_id}/rooms/availability`, { from: day(2), to: day(2) });
      expect(hotel.lowest_price).toBe(calendar.days[0]?.lowest_price);
      expect(hotel.lowest_price).toEqual(expect.any(Number));
    }
    // Kyoto sells 6 months ahead, Tokyo 12: far dates have a price only in Tokyo.
    const far = await api.json(getBrandHotels, path, { is_including_lowest_price: true, checkin: day(250), checkout: day(251) });
    expect(far.hotels.find((hotel) => hotel.hotel_code === KYOTO.code)?.lowest_price).toBeNull();
  });

  it('adds the lowest prices in the asked currency for each hotel with multi-currency on, as its rooms search does', async () => {
    const stay = { checkin: day(2), checkout: day(3) };
    const answer = await api.json(getBrandHotels, path, { is_including_lowest_price: true, ...stay, mcp_currency: 'USD' });
    const kyoto = answer.hotels.find((hotel) => hotel.hotel_code === KYOTO.code);
    const rooms = await api.json(getRooms, `/hotels/${KYOTO.id}/rooms`, { ...stay, rooms: [{ adults: 2, children: 0, kids_tiers: [] }], mcp_currency: 'USD' });
    const cheapest = rooms.rooms.flatMap((room) => room.room_plan).find((plan) => plan.total_price === kyoto?.lowest_price);
    expect(kyoto).toMatchObject({
      mcp_currency: 'USD',
      mcp_lowest_price_cents: Math.round(((kyoto?.lowest_price ?? 0) * YEN_RATES_MICRO.USD * 100) / 1_000_000),
      mcp_lowest_price_without_tax_cents: Math.round(((kyoto?.lowest_price_without_tax ?? 0) * YEN_RATES_MICRO.USD * 100) / 1_000_000),
    });
    expect(kyoto?.mcp_lowest_price_cents).toBe(cheapest?.mcp_total_price_cents);
    // Tokyo has multi-currency off: its prices stay in yen alone.
    const tokyo = answer.hotels.find((hotel) => hotel.hotel_code === TOKYO.code);
    expect(tokyo?.mcp_currency).toBeNull();
    expect(tokyo?.mcp_lowest_price_cents).toBeUndefined();

    const plain = await api.json(getBrandHotels, path, { is_including_lowest_price: true, ...stay });
    expect(plain.hotels.every((hotel) => hotel.mcp_currency === null && hotel.mcp_lowest_price_cents === undefined)).toBe(true);
    expect((await api.get(path, { is_including_lowest_price: true, ...stay, mcp_currency: 'XYZ' })).status).toBe(422);
  });

  it('answers 422 for lowest prices without dates, 401 for another brand, 404 for an unknown one', async () => {
    expect((await api.get(path, { is_including_lowest_price: true })).status).toBe(422);
    expect((await api.get(path, { per_page: 0 })).status).toBe(422);
    expect((await api.get('/hotel_brands/2/hotels')).status).toBe(401);
    expect((await api.get('/hotel_brands/99/hotels')).status).toBe(404);
  });
});

describe('GET /hotel_brands/:brandId/inventory', () => {
  it('sums each hotel\'s free rooms per night over its room types', async () => {
    const answer = await api.json(getBrandInventory, '/hotel_brands/1/inventory', { from: day(6), to: day(10) });
    expect(answer.hotels.map((hotel) => hotel.hotel_code)).toEqual([TOKYO.code, KYOTO.code]);
    const tokyo = await api.json(getRoomsInventory, `/hotels/${TOKYO.id}/rooms/inventory`, { from: day(6), to: day(10) });
    const sums = [0, 1, 2, 3, 4].map((i) => tokyo.inventory.reduce((sum, type) => sum + (type.days[i]?.rooms_available ?? 0), 0));
    expect(answer.hotels[0]?.days.map((d) => d.rooms_available)).toEqual(sums);
    expect(answer.hotels[0]?.days[1]?.rooms_available).toBe(tokyo.inventory.length);
    expect(answer.hotels[0]?.days[4]?.rooms_available).toBe(0);
  });

  it('answers 401 for another brand', async () => {
    expect((await api.get('/hotel_brands/1/inventory', { from: day(6), to: day(7) }, api.umiSession)).status).toBe(401);
  });
});
