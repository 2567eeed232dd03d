// The language of the embed's own words (launcher, dialog, frame title, Close, loading). Bundled into both the
// bootstrap and the element chunk, so it stays a few lines: no Intl, no tables.

/** The app's UI locales (document 1: ja, en, ko, zh_Hans, zh_Hant, id, th, ar), in the app's spelling. */
export type EmbedLocale = 'ja' | 'en' | 'ko' | 'zh_Hans' | 'zh_Hant' | 'id' | 'th' | 'ar';

/**
 * One of the UI locales for a language tag as pages and browsers write it (`ja-JP`, `zh-TW`, `zh_Hant`, `ar`), or
 * undefined for any other language. Chinese is traditional for Taiwan, Hong Kong and Macau, simplified elsewhere.
 */
export function uiLocaleOf(tag: string | null | undefined): EmbedLocale | undefined {
  const [language = '', ...rest] = (tag ?? '').trim().toLowerCase().split(/[-_]/);
  if (language === 'zh') return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh_Hant' : 'zh_Hans';
  return (['ja', 'en', 'ko', 'id', 'th', 'ar'] as const).find((known) => known === language);
}

/**
 * The embed's words follow the page (the widget's or the loader tag's locale, then `<html lang>`), then the
 * browser, then English. The app in the frame is told only an explicit locale, as before: it keeps a language
 * the guest chose in it over the page's.
 */
export function embedLocale(own: string | undefined, doc: Document = document, nav: Navigator = navigator): EmbedLocale {
  return uiLocaleOf(own) ?? uiLocaleOf(doc.documentElement.lang) ?? uiLocaleOf(nav.language) ?? 'en';
}
