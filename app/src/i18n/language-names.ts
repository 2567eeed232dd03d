import type { UiLocale } from '#domain/constants/locales.ts';

/** Each language in its own name, so a guest finds theirs whatever the page is in now. */
export const LANGUAGE_NAMES = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  ar: 'العربية',
} as const satisfies Record<UiLocale, string>;
