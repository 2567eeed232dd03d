import { HOST_LINK_OPEN_KEY, type WidgetView } from '#bridge/host-link.ts';
import type { SearchParams, WidgetOptions } from '../shared/widget-options';

/** What an open (JS API, launcher, host link) or a search asks of a widget on top of its attributes. */
export type OpenRequest = {
  view?: WidgetView;
  search?: SearchParams;
  /** Opened from the host page's address: the app is told, so it can ask the host to drop those parameters. */
  hostLink?: boolean;
};

const VIEW_PATHS: Record<WidgetView, string> = { search: '/booking/result', confirm: '/search' };

/**
 * The address the iframe opens: the app's search results (or reservation lookup) for the hotel, with the search
 * parameters as the app's query. The request wins over the attributes, which won over the loader tag's defaults.
 * Null without a hotel code: the app cannot start without one.
 */
export function widgetUrl(appOrigin: string, options: WidgetOptions, request?: OpenRequest | null): string | null {
  const hotelCode = options.hotelCode;
  if (!hotelCode) return null;
  const view = request?.view ?? options.view ?? 'search';
  const url = new URL(VIEW_PATHS[view], appOrigin);
  url.searchParams.set('hotel_code', hotelCode);
  if (options.locale) url.searchParams.set('locale', options.locale);
  for (const [key, value] of Object.entries({ ...options.search, ...request?.search })) url.searchParams.set(key, value);
  if (request?.hostLink) url.searchParams.set(HOST_LINK_OPEN_KEY, view);
  return url.href;
}
