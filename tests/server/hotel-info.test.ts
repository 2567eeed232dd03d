// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getHotelInfo } from '#domain/contracts/index.ts';
import { createSearchApi } from './search-api';
import { OKINAWA, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

describe('GET /hotels/:hotelId (hotel info)', () => {
  it('answers the address and photos in the asked locale, photos in display order', async () => {
    const english = await api.json(getHotelInfo, `/hotels/${TOKYO.id}`, { locale: 'en' });
    expect(english).toEqual({
      id: TOKYO.id,
      name: 'Sakura Hotel Tokyo Ginza',
      address: { post_code: '104-0061', full_address: '5-2-1 Ginza, Chuo-ku, Tokyo', country: 'JP' },
      hotel_photos: [
        { url: '/photos/hotel-sakura-tokyo.svg', alt: 'The hotel building from the street' },
        { url: '/photos/deluxe-twin.svg', alt: 'A guest room with two beds and a city view' },
      ],
    });
    const japanese = await api.json(getHotelInfo, `/hotels/${TOKYO.id}`);
    expect(japanese.address.full_address).toBe('東京都中央区銀座5-2-1');
    expect(japanese.hotel_photos[0]?.alt).toBe('通りから見たホテルの外観');
  });

  it('serves every seeded photo', async () => {
    const info = await api.json(getHotelInfo, `/hotels/${OKINAWA.id}`, { locale: 'ar' }, api.umiSession);
    expect(info.address.full_address).toContain('أوكيناوا');
    for (const photo of info.hotel_photos) {
      const response = await api.app.request(photo.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    }
  });

  it('refuses another brand\'s session, an unknown hotel and a call without a session', async () => {
    expect((await api.get(`/hotels/${OKINAWA.id}`, { locale: 'en' })).status).toBe(401);
    expect((await api.get('/hotels/999', { locale: 'en' })).status).toBe(404);
    expect((await api.app.request(`/hotels/${TOKYO.id}`)).status).toBe(401);
  });
});
