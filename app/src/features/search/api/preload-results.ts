import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BookLanguage } from '#domain/constants/locales.ts';
import type { SearchType } from '#domain/constants/value-sets.ts';
import type { RoomsResponse } from '#domain/entities/room-result.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { providerAssetUrl } from '#app/api/api-base-url.ts';
import { withRememberedCriteria } from '../utils/criteria-cookie';
import { readCriteria, resolveCriteria } from '../utils/search-criteria';
import { visibleContextOf, visibleRooms } from '../utils/visible-results';
import { notificationsQueryOptions } from './get-notifications';
import { roomsQueryOptions, roomsSearchQuery } from './get-rooms';

/** "Rooms or plans are preloaded on root, booking and result pages once a session token exists." */
const PRELOAD_PATHS = ['/', '/booking', '/booking/result'];

type Preload = { hotelId: number; type: SearchType; key: QueryKey };

/** The one preload of this page load: its search type and where its answer is kept. */
let preload: Preload | null = null;

/**
 * Starts the rooms (or plans) search the results page is about to make, and its notices, while its code and
 * catalogs still load: the criteria come from the address or the hotel's remembered search, exactly as the page
 * reads them, so when they match the page finds the answers (or the requests in flight) under its own keys.
 * Startup calls this right after the client session exists; it never throws, as a failed preload only means the
 * page asks itself. Settles when the notices have (ADR 211): they sit above the search form, so the startup
 * waits for them rather than let them push the page down once it is on screen.
 */
export function preloadResults(
  queryClient: QueryClient,
  settings: BookingWidgetSettings,
  { pathname, search }: { pathname: string; search: string },
  language: BookLanguage,
): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!PRELOAD_PATHS.includes(path)) return Promise.resolve();
  try {
    const read = withRememberedCriteria(new URLSearchParams(search), settings.hotel_code);
    const criteria = resolveCriteria(readCriteria(read, settings), settings, todayIn(settings.time_zone));
    const options = roomsQueryOptions(settings.hotel_id, roomsSearchQuery(criteria, settings.kids_setting.kids_type, language));
    preload = { hotelId: settings.hotel_id, type: criteria.type, key: options.queryKey };
    void queryClient.prefetchQuery(options).then(() => {
      const answer = queryClient.getQueryData<RoomsResponse>(options.queryKey);
      const photo = answer && criteria.type === 'rooms' ? visibleRooms(answer, visibleContextOf(criteria))[0]?.photos[0] : undefined;
      if (photo !== undefined) preloadFirstPhoto(providerAssetUrl(photo));
    });
    const checkin = criteria.undated ? null : criteria.checkin;
    return queryClient.prefetchQuery(notificationsQueryOptions(settings.hotel_id, settings.hotel_brand_id, checkin, language));
  } catch {
    preload = null;
    return Promise.resolve();
  }
}

/**
 * The first card's photo, the page's largest paint on arrival, asked for as soon as the answer is read: it then
 * arrives while the first results are drawn rather than after, as the card's image alone would ask for it. In a
 * throttled phone's load that put the largest paint about 120 ms sooner after the answer (ADR 288). The same address
 * and mode (no CORS) as the card's image, so the browser hands the image what it preloaded.
 */
function preloadFirstPhoto(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * "Search results: preloaded results are kept only until real results arrive; a preload is ignored if real
 * results exist", and "preloaded results are used only when the query type is room or plan": the preloaded
 * answer of the same hotel and search type, for the results page to show while its own search loads (TanStack
 * uses placeholder data only while a query has none of its own). Undefined when there is none to show.
 */
export function preloadedResults(queryClient: QueryClient, hotelId: number, type: SearchType): RoomsResponse | undefined {
  if (!preload || preload.hotelId !== hotelId || preload.type !== type) return undefined;
  return queryClient.getQueryData<RoomsResponse>(preload.key);
}

/** Real results have arrived: from now on every search shows its own loading state, never the preload. */
export function dropPreload(): void {
  preload = null;
}
