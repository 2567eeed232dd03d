// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandHotel } from '#domain/entities/brand-hotel.ts';
import { fetchAllBrandHotels } from '#app/features/facilities/api/get-brand-hotels.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

function hotel(id: number): BrandHotel {
  return {
    hotel_id: id,
    hotel_code: `hotel-${id}`,
    name: `Hotel ${id}`,
    url: 'https://example.com/',
    currency: 'JPY',
    day_use_search_active: false,
    lowest_price: 10000 + id,
    lowest_price_without_tax: 9000 + id,
  };
}

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('brand hotels', () => {
  it('fetches every page and keeps the order', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const page = Number(new URL(url).searchParams.get('page'));
      return Response.json({ hotels: [hotel(page * 10), hotel(page * 10 + 1)], page, per_page: 2, total_pages: 3, total_entries: 6 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const hotels = await fetchAllBrandHotels(1, { checkin: '2030-02-10', checkout: '2030-02-11', adults: 2 }, 'en', 'USD');
    expect(hotels.map((h) => h.hotel_id)).toEqual([10, 11, 20, 21, 30, 31]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const first = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(first.searchParams.get('is_including_lowest_price')).toBe('true');
    expect(first.searchParams.get('checkin')).toBe('2030-02-10');
    // Every page asks for the chosen currency, so every hotel's price can follow it.
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('mcp_currency'))).toEqual(['USD', 'USD', 'USD']);
  });

  it('asks once when there is one page', async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ hotels: [hotel(1)], page: 1, per_page: 100, total_pages: 1, total_entries: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchAllBrandHotels(1, { checkin: '2030-02-10', checkout: '2030-02-11', adults: 2 }, 'ja', undefined)).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.has('mcp_currency')).toBe(false);
  });
});
