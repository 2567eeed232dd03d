// Document 1 section 1 and document 2 section 9.3: interface languages and the narrower book languages.
export const UI_LOCALES = ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** The hotel booking part accepts only these as available book languages. */
export const BOOK_LANGUAGES = ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'] as const;
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];

export const RTL_LOCALES: readonly UiLocale[] = ['ar'];

export const FACEBOOK_LOCALES = {
  en: 'en_US',
  ja: 'ja_JP',
  ko: 'ko_KR',
  zh_Hans: 'zh_CN',
  zh_Hant: 'zh_TW',
} as const satisfies Record<BookLanguage, string>;

/** BCP 47 tags for Intl and the html lang attribute. */
export const LOCALE_TAGS = {
  ja: 'ja',
  en: 'en',
  ko: 'ko',
  zh_Hans: 'zh-Hans',
  zh_Hant: 'zh-Hant',
  id: 'id',
  th: 'th',
  ar: 'ar',
} as const satisfies Record<UiLocale, string>;

export function isUiLocale(value: string): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value);
}

/** "The hotel locale is ko or zh_Hant, otherwise ja." */
export function hotelLocale(locale: string): 'ko' | 'zh_Hant' | 'ja' {
  return locale === 'ko' || locale === 'zh_Hant' ? locale : 'ja';
}

/** "Locale must be in the allowed list, otherwise the first is used." */
export function pickAllowedLocale<L extends string>(wanted: string | null | undefined, allowed: readonly L[]): L | undefined {
  const match = allowed.find((locale) => locale === wanted);
  return match ?? allowed[0];
}
