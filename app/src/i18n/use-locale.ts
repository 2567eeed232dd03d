import { LOCALE_TAGS, type UiLocale } from '#domain/constants/locales.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

/** The UI locale (for the API) and its BCP 47 tag (for Intl). */
export function useLocale(): { locale: UiLocale; tag: string } {
  const locale = useSessionStore((state) => state.locale);
  return { locale, tag: LOCALE_TAGS[locale] };
}
