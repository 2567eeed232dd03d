import { isUiLocale, RTL_LOCALES, type UiLocale } from '#domain/constants/locales.ts';

/**
 * The language a mail is written in, from the locale stored with the booking or sign-up (English when it is not a
 * UI locale), and how it sets a value (a name, hotel, number, date or amount) into its sentences: right-to-left
 * text isolates it (FSI … PDI), so a Latin value keeps its own order and does not pull the punctuation along.
 */
export function mailLanguage(stored: string): { locale: UiLocale; value: (text: string) => string } {
  const locale: UiLocale = isUiLocale(stored) ? stored : 'en';
  return { locale, value: RTL_LOCALES.includes(locale) ? (text) => `\u2068${text}\u2069` : (text) => text };
}
