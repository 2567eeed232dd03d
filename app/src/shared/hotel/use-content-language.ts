import { LOCALE_TAGS } from '#domain/constants/locales.ts';
import { bookLanguageFor } from '#app/i18n/book-language.ts';
import { useHotelSettings } from './hotel-settings';
import { useLocale } from '#app/i18n/use-locale.ts';

/**
 * The BCP 47 tags of the hotel's content: `booked` for what the API returns in the booking language (rooms, plans,
 * extras, policies: the guest's language where the hotel books in it, else English or the hotel's first), `own` for
 * what the hotel wrote once in its own language (the header and footer HTML).
 */
export function useContentLanguage(): { booked: string; own: string } {
  const { locale } = useLocale();
  const settings = useHotelSettings();
  return { booked: LOCALE_TAGS[bookLanguageFor(locale, settings.book_languages)], own: LOCALE_TAGS[settings.locale] };
}
