// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomsResponse } from '#domain/entities/room-result.ts';
import { getRooms } from '#domain/contracts/rooms.ts';
import { callApi } from '#app/api/api-client.ts';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { providerAssetUrl } from '#app/api/api-base-url.ts';
import { aPlan, aRoom, someSettings } from '../../../factories';

vi.mock('#app/api/api-client.ts', () => ({ callApi: vi.fn() }));

const answer: RoomsResponse = { rooms: [aRoom()], plans: [], mcp_currency: null, payment_promotion_info: null, extra_inventories: [] };
const settings = someSettings();
const today = todayIn(settings.time_zone);
const checkin = addDays(today, 3);
const checkout = addDays(today, 5);

/** The preload is one per page load: each test loads the module afresh. */
async function freshPreload() {
  vi.resetModules();
  return import('#app/features/search/api/preload-results.ts');
}

beforeEach(() => {
  vi.mocked(callApi).mockReset();
  vi.mocked(callApi).mockResolvedValue(answer);
});

describe('preloading results at startup', () => {
  it.each(['/', '/booking', '/booking/result', '/booking/result/'])('searches on %s with the criteria of the address', async (pathname) => {
    const { preloadResults, preloadedResults } = await freshPreload();
    const client = new QueryClient();
    preloadResults(client, settings, { pathname, search: `?checkin=${checkin}&checkout=${checkout}&type=plans` }, 'en');
    await vi.waitFor(() => expect(preloadedResults(client, settings.hotel_id, 'plans')).toEqual(answer));
    const [, request] = vi.mocked(callApi).mock.calls[0] ?? [];
    expect(request).toMatchObject({ params: { hotelId: settings.hotel_id }, query: { checkin, checkout, type: 'plans', locale: 'en' } });
  });

  it('does not search on other pages', async () => {
    const { preloadResults, preloadedResults } = await freshPreload();
    const client = new QueryClient();
    preloadResults(client, settings, { pathname: '/facilities', search: '' }, 'en');
    expect(callApi).not.toHaveBeenCalled();
    expect(preloadedResults(client, settings.hotel_id, 'rooms')).toBeUndefined();
  });

  it('offers its answer only for the same hotel and search type', async () => {
    const { preloadResults, preloadedResults } = await freshPreload();
    const client = new QueryClient();
    preloadResults(client, settings, { pathname: '/booking/result', search: '' }, 'ja');
    await vi.waitFor(() => expect(preloadedResults(client, settings.hotel_id, 'rooms')).toEqual(answer));
    expect(preloadedResults(client, settings.hotel_id, 'plans')).toBeUndefined();
    expect(preloadedResults(client, settings.hotel_id + 1, 'rooms')).toBeUndefined();
  });

  it('is kept only until real results arrive', async () => {
    const { dropPreload, preloadResults, preloadedResults } = await freshPreload();
    const client = new QueryClient();
    preloadResults(client, settings, { pathname: '/booking/result', search: '' }, 'ja');
    await vi.waitFor(() => expect(preloadedResults(client, settings.hotel_id, 'rooms')).toEqual(answer));
    dropPreload();
    expect(preloadedResults(client, settings.hotel_id, 'rooms')).toBeUndefined();
  });

  it('is the very request the results page makes when their criteria match, so the page does not ask again', async () => {
    const { preloadResults } = await freshPreload();
    const { roomsQueryOptions, roomsSearchQuery } = await import('#app/features/search/api/get-rooms.ts');
    const { resolveCriteria } = await import('#app/features/search/utils/search-criteria.ts');
    const client = new QueryClient();
    preloadResults(client, settings, { pathname: '/booking/result', search: `?checkin=${checkin}&checkout=${checkout}` }, 'en');
    const criteria = resolveCriteria({ checkin, checkout }, settings, today);
    await client.fetchQuery(roomsQueryOptions(settings.hotel_id, roomsSearchQuery(criteria, 'tiers', 'en')));
    expect(vi.mocked(callApi).mock.calls.filter(([contract]) => contract.path === getRooms.path)).toHaveLength(1);
  });

  it('loads the page\'s notices under the key the page reads them by, and settles when they have (ADR 211)', async () => {
    const { preloadResults } = await freshPreload();
    const { notificationsQueryOptions } = await import('#app/features/search/api/get-notifications.ts');
    vi.mocked(callApi).mockImplementation(async (contract) => (contract.path === getRooms.path ? answer : { additional_questions: [] }) as never);
    const client = new QueryClient();
    await preloadResults(client, settings, { pathname: '/booking/result', search: `?checkin=${checkin}&checkout=${checkout}` }, 'en');
    const key = notificationsQueryOptions(settings.hotel_id, settings.hotel_brand_id, checkin, 'en').queryKey;
    expect(client.getQueryState(key)?.status).toBe('success');
  });

  describe('the first card\'s photo (ADR 288)', () => {
    const photoLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) => link.as === 'image');
    // The first room type is sold out: without sold-out offers the page's first card is the second.
    const soldOut = aRoom({ room_type_code: 'SOLD', photos: ['/photos/sold.jpg'], room_plan: [aPlan({ plan_stock_count: 0 })] });
    const open = aRoom({ room_type_code: 'OPEN', photos: ['/photos/open.jpg', '/photos/open-2.jpg'] });

    beforeEach(() => {
      document.head.replaceChildren();
      vi.mocked(callApi).mockImplementation(async (contract) =>
        (contract.path === getRooms.path ? { ...answer, rooms: [soldOut, open] } : { additional_questions: [] }) as never,
      );
    });

    it('is asked for as soon as the answer is in, at high priority, as the card will show it', async () => {
      const { preloadResults } = await freshPreload();
      preloadResults(new QueryClient(), settings, { pathname: '/booking/result', search: `?checkin=${checkin}&checkout=${checkout}` }, 'en');
      await vi.waitFor(() => expect(photoLinks()).toHaveLength(1));
      const [link] = photoLinks();
      expect(link?.getAttribute('href')).toBe(providerAssetUrl('/photos/open.jpg'));
      expect(link?.fetchPriority).toBe('high');
      expect(link?.crossOrigin).toBeNull();
    });

    it('is not asked for in the plans view, whose cards show no such photo', async () => {
      const { preloadResults, preloadedResults } = await freshPreload();
      const client = new QueryClient();
      preloadResults(client, settings, { pathname: '/booking/result', search: `?checkin=${checkin}&checkout=${checkout}&type=plans` }, 'en');
      await vi.waitFor(() => expect(preloadedResults(client, settings.hotel_id, 'plans')).toBeDefined());
      expect(photoLinks()).toEqual([]);
    });
  });
});
