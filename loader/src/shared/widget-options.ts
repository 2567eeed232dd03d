import { HOST_LINK_OPEN_KEY, SEARCH_PARAM_KEYS, isWidgetView, type WidgetView } from '#bridge/host-link.ts';

export type WidgetMode = 'inline' | 'modal';

/** Search parameters for the app's query, by the app's own key names (checkin, kids_tiers, currency...). */
export type SearchParams = { [key: string]: string };

/** What a widget is told by its attributes, or the loader tag by its data-* attributes. All optional. */
export type WidgetOptions = {
  hotelCode?: string;
  locale?: string;
  mode?: WidgetMode;
  view?: WidgetView;
  /** Origin of the app when it is not the loader's own (a staging app behind a production loader). */
  appOrigin?: string;
  preload?: boolean;
  search: SearchParams;
};

/** Reads one attribute by name ('hotel-code', 'kids_tiers'); null or undefined when absent. */
export type AttributeReader = (name: string) => string | null | undefined;

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** An http(s) address reduced to its origin; anything else (javascript:, a typo) is ignored. */
export function httpOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Only the known search keys, trimmed, empty ones left out. */
export function pickSearchParams(read: AttributeReader): SearchParams {
  const search: SearchParams = {};
  for (const key of SEARCH_PARAM_KEYS) {
    const value = text(read(key));
    if (value) search[key] = value;
  }
  return search;
}

/**
 * The options an element's attributes (or, with `data-` prepended by the caller, the loader tag) give. Unknown
 * values are ignored rather than guessed: a misspelt mode stays inline, a misspelt view opens search results.
 */
export function readWidgetOptions(read: AttributeReader): WidgetOptions {
  const mode = text(read('mode'));
  const view = text(read('view'));
  const preload = read('preload');
  return {
    hotelCode: text(read('hotel-code')),
    locale: text(read('locale')),
    mode: mode === 'modal' || mode === 'inline' ? mode : undefined,
    view: isWidgetView(view) ? view : undefined,
    appOrigin: httpOrigin(text(read('app-base-url'))),
    preload: preload === null || preload === undefined ? undefined : preload !== 'false',
    search: pickSearchParams(read),
  };
}

/** The element's own options win field by field over the loader tag's defaults; search keys merge. */
export function mergeOptions(defaults: WidgetOptions, own: WidgetOptions): WidgetOptions {
  return {
    hotelCode: own.hotelCode ?? defaults.hotelCode,
    locale: own.locale ?? defaults.locale,
    mode: own.mode ?? defaults.mode,
    view: own.view ?? defaults.view,
    appOrigin: own.appOrigin ?? defaults.appOrigin,
    preload: own.preload ?? defaults.preload,
    search: { ...defaults.search, ...own.search },
  };
}

export type HostLink = { view: WidgetView; search: SearchParams };

/** The view and search a host page address asks for (`?booking_widget_open=search&checkin=...`), else null. */
export function readHostLink(search: string): HostLink | null {
  const query = new URLSearchParams(search);
  const view = query.get(HOST_LINK_OPEN_KEY);
  if (!isWidgetView(view)) return null;
  return { view, search: pickSearchParams((key) => query.get(key)) };
}
