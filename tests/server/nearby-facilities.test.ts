// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZBrandHotelsPage } from '#domain/entities/brand-hotel.ts';
import { distanceKm } from '#domain/rules/distance.ts';
import { createTestApi, OKINAWA, OSAKA, TOKYO } from './test-api';

// Nearby-facility suggestions (document 1 section 2, document 2 section 7.9): the brand's hotels list asked with
// near_hotel_id answers the brand's other hotels with a known place, nearest first, each with its distance.
const api = createTestApi();

async function hotelsNear(hotel: { id: number; code: string }, brandId: number, query: Record<string, string> = {}) {
  const session = await api.newSession(hotel.code);
  const search = new URLSearchParams({ near_hotel_id: String(hotel.id), locale: 'en', ...query });
  const response = await api.app.request(`/hotel_brands/${brandId}/hotels?${search.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: session } });
  return { status: response.status, body: response.status === 200 ? ZBrandHotelsPage.parse(await response.json()) : undefined };
}

describe('nearby facilities', () => {
  it('answers the brand’s other hotels nearest first, with real distances, leaving the hotel itself out', async () => {
    const { status, body } = await hotelsNear(OSAKA, 2);
    expect(status).toBe(200);
    expect(body?.hotels.map((hotel) => hotel.hotel_code)).toEqual(['umi-okinawa', 'umi-ishigaki']);
    // Namba to Onna is about 1,200 km; Ishigaki lies some 400 km further south-west.
    const [okinawa, ishigaki] = body?.hotels ?? [];
    expect(okinawa?.distance_km).toBeGreaterThan(1100);
    expect(okinawa?.distance_km).toBeLessThan(1300);
    expect(ishigaki?.distance_km).toBeGreaterThan(okinawa?.distance_km ?? 0);
    expect(okinawa?.location).toEqual({ latitude: 26.4446, longitude: 127.7718 });
    expect(body?.total_entries).toBe(2);
  });

  it('measures Tokyo to Kyoto as the map does, and pages as the plain list', async () => {
    const { body } = await hotelsNear(TOKYO, 1, { per_page: '1' });
    expect(body?.hotels).toHaveLength(1);
    expect(body?.hotels[0]).toMatchObject({ hotel_code: 'sakura-kyoto', distance_km: distanceKm({ latitude: 35.6717, longitude: 139.764 }, { latitude: 35.0037, longitude: 135.7788 }) });
    expect(body?.hotels[0]?.distance_km).toBeGreaterThan(360);
    expect(body?.hotels[0]?.distance_km).toBeLessThan(375);
  });

  it('suggests nothing when the hotel has no known place, and never a hotel without one', async () => {
    api.db.prepare('UPDATE hotels SET latitude = NULL, longitude = NULL WHERE id = ?').run(OKINAWA.id);
    try {
      expect((await hotelsNear(OKINAWA, 2)).body?.hotels).toEqual([]);
      expect((await hotelsNear(OSAKA, 2)).body?.hotels.map((hotel) => hotel.hotel_code)).toEqual(['umi-ishigaki']);
    } finally {
      api.db.prepare('UPDATE hotels SET latitude = 26.4446, longitude = 127.7718 WHERE id = ?').run(OKINAWA.id);
    }
  });

  it('refuses a near_hotel_id that is not a positive id, and keeps the plain list unchanged without one', async () => {
    expect((await hotelsNear({ ...OSAKA, id: 0 }, 2)).status).toBe(422);
    const session = await api.newSession(OSAKA.code);
    const plain = ZBrandHotelsPage.parse(await (await api.app.request('/hotel_brands/2/hotels', { headers: { [REQUEST_HEADERS.clientSession]: session } })).json());
    expect(plain.hotels.map((hotel) => hotel.hotel_code)).toEqual(expect.arrayContaining(['umi-okinawa', 'umi-osaka', 'umi-ishigaki']));
    expect(plain.hotels.every((hotel) => hotel.distance_km === undefined)).toBe(true);
  });
});
