import { isUiLocale, type UiLocale } from '../../../../domain/constants/locales';

export type StartupQuery = {
  /** "Search query parameters read at start: hotel_code or code" (document 1 section 2). */
  hotelCode: string | null;
  /** The locale the address asks for; the hotel's settings decide whether it is allowed. */
  locale: string | null;
};

export function readStartupQuery(search: string): StartupQuery {
  const query = new URLSearchParams(search);
  const hotelCode = query.get('hotel_code')?.trim() || query.get('code')?.trim() || null;
  return { hotelCode, locale: query.get('locale') };
}

/**
 * The language to speak before the hotel's settings say which are allowed (the loading text, or the page
 * explaining that the hotel code is missing): the address's locale, else the browser's, else Japanese.
 */
export function provisionalLocale(wanted: string | null, browserLanguages: readonly string[]): UiLocale {
  if (wanted && isUiLocale(wanted)) return wanted;
  for (const language of browserLanguages) {
    const tag = language.toLowerCase();
    if (tag.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(tag) ? 'zh_Hant' : 'zh_Hans';
    const base = tag.split('-')[0] ?? '';
    if (isUiLocale(base)) return base;
  }
  return 'ja';
}
