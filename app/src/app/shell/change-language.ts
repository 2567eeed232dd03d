import type { QueryClient } from '@tanstack/react-query';
import { pickAllowedLocale, type UiLocale } from '#domain/constants/locales.ts';
import { activateLocale, applyDocumentLocale, SHELL_NAMESPACES } from '#app/i18n/i18n.ts';
import { writeLocalePreference } from '#app/i18n/locale-preference.ts';
import { roomKeys } from '#app/api/query-keys.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

/**
 * "Changing language sets the locale (fallback: the first allowed), stores it, clears loaded rooms and plans,
 * and reloads the view" (document 1 section 4). Returns the locale now in use; the caller puts it in the address
 * so links and a reload keep it.
 */
export async function changeLanguage(
  wanted: string,
  allowed: readonly UiLocale[],
  queryClient: QueryClient,
): Promise<UiLocale> {
  const locale = pickAllowedLocale(wanted, allowed) ?? useSessionStore.getState().locale;
  writeLocalePreference(locale);
  // The shell's catalogs and every route's loaded so far, in the new language.
  await activateLocale(locale, SHELL_NAMESPACES);
  applyDocumentLocale(locale);
  // Room and plan names come in the request's language: what was loaded in the old one is dropped, not shown.
  queryClient.removeQueries({ queryKey: roomKeys.all });
  useSessionStore.setState({ locale });
  return locale;
}
