import { HOST_LINK_OPEN_KEY, type WidgetView } from '#bridge/host-link.ts';
import type { SearchParams, WidgetOptions } from '../shared/widget-options';

/** What an open (JS API, launcher, host link) or a search asks of a widget on top of its attributes. */
export type OpenRequest = {
  view?: WidgetView;
  search?: SearchParams;
  /** Opened from the host page's address: the app is told, so it can ask the host to drop those parameters. */
  hostLink?: boolean;
};

/**
 * The ad and campaign parameters a hotel page may have been landed on (ADR 233, 244): the ones the app reads at
 * startup as the landing's marketing fields. Only these go from the host page's address into the frame's: the rest
 * of that address is the hotel's and may carry anything.
 */
const AD_PARAM_KEYS =
  'gclid yclid campaignid adgroupid keyword utm_source utm_medium utm_campaign metasearch_source segment_ids google_site google_promo_code'.split(' ');

/**
 * The allow-listed ad parameters of a host page's query (`location.search`), first value of each, none empty: the
 * widget adds them to its search parameters, so the booking still knows the ad that brought the guest.
 */
export function hostAdParams(search: string): SearchParams {
  const query = new URLSearchParams(search);
  const params: SearchParams = {};
  for (const key of AD_PARAM_KEYS) {
    const value = query.get(key);
    if (value) params[key] = value;
  }
  return params;
}

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
