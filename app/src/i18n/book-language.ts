import { BOOK_LANGUAGES, type BookLanguage, type UiLocale } from '#domain/constants/locales.ts';

function isBookLanguage(locale: string): locale is BookLanguage {
  return (BOOK_LANGUAGES as readonly string[]).includes(locale);
}

/**
 * The language a booking is made in. "The hotel booking part accepts only ja, en, zh_Hans, zh_Hant and ko": the
 * guest's UI locale when the hotel books in it, else English when it does, else the hotel's first book language.
 * Guests reading id, th or ar therefore book in English wherever a hotel offers it.
 */
export function bookLanguageFor(locale: UiLocale, hotelBookLanguages: readonly BookLanguage[]): BookLanguage {
  if (isBookLanguage(locale) && hotelBookLanguages.includes(locale)) return locale;
  if (hotelBookLanguages.includes('en')) return 'en';
  return hotelBookLanguages[0] ?? 'ja';
}
