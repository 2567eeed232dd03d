import type { QueryClient } from '@tanstack/react-query';
import { isUiLocale, pickAllowedLocale, type UiLocale } from '#domain/constants/locales.ts';
import { getBookingWidgetSettings } from '#domain/contracts/settings.ts';
import { callApi } from '#app/api/api-client.ts';
import { bookLanguageFor } from '#app/i18n/book-language.ts';
import { ApiError } from '#app/api/api-error.ts';
import { activateLocale, applyDocumentLocale, SHELL_NAMESPACES, type Namespace } from '#app/i18n/i18n.ts';
import { readLocalePreference } from '#app/i18n/locale-preference.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { applyTheme } from './apply-theme';
import { startClientSession } from './client-session';
import { startMembership } from '#app/features/auth/api/member-session.ts';
import { preloadResults } from '#app/features/search/api/preload-results.ts';
import { paths } from '../paths';
import { connectHost } from './connect-host';
import { startMemberReports } from './start-member-reports';
import { isPreviewMode, isUnderMaintenance, requestContextFrom } from './shell-rules';
import { rememberUtm } from '#app/platform/utm-cookie.ts';
import { openingSource, type OtaArrival } from './booking-channel';
import { landingAttribution, rememberAttribution } from '#app/shared/booking-draft/attribution.ts';
import { provisionalLocale, removeCustomAuthCodeFromAddress, type StartupQuery } from '#app/platform/read-startup-query.ts';
import type { StartupOutcome } from './startup-outcome';

/** How long the first screen waits for the results' notices before it shows without them. */
const NOTICES_WAIT_MS = 1500;

async function speak(locale: UiLocale, namespaces: readonly Namespace[] = SHELL_NAMESPACES, guess = false): Promise<void> {
  useSessionStore.setState({ locale });
  await activateLocale(locale, namespaces, { guess });
  applyDocumentLocale(locale);
}

/**
 * The language of the loading text and of the init error pages, before the hotel's settings are known: the shell's
 * catalogs, those the first route declared (withCatalogs), and `namespaces` (the travel-agency site's own).
 */
export async function speakProvisionalLocale(query: StartupQuery, namespaces?: readonly Namespace[]): Promise<void> {
  await speak(provisionalLocale(query.locale, navigator.languages), namespaces);
}

/**
 * The hotels' app's language while its settings load. A language the guest named (the address's, else the one they
 * chose last) is the one the app then speaks, unless the hotel does not offer it: the shell's catalogs load in it
 * now, and the first route's beside its code. Otherwise the browser's language is only a guess, which the hotel's
 * first language overrules (document 1 section 4): only the loading text's catalog loads in it (issue 20), the rest
 * in the language the settings confirm. The preload table guesses the same way (scripts/lib/startup-preload.ts).
 */
export async function speakStartupLocale(query: StartupQuery): Promise<void> {
  const named = query.locale ?? readLocalePreference();
  const guess = named === null || !isUiLocale(named);
  await speak(provisionalLocale(named, navigator.languages), guess ? ['common'] : SHELL_NAMESPACES, guess);
}

/**
 * Everything before the first screen (document 1 section 4, startup): hotel code, settings, locale, client
 * session, theme, host connection. It never rejects: a failure is an outcome the app shows as its init error page.
 */
export async function startApp(
  query: StartupQuery,
  queryClient: QueryClient,
  ota: OtaArrival = { otaSite: false, arrivedAt: window.location.pathname },
): Promise<StartupOutcome> {
  if (!query.hotelCode) return { status: 'failed', reason: 'no_hotel_code' };
  useSessionStore.setState({ hotelCode: query.hotelCode, emailConversionTrackingId: query.emailConversionTrackingId });
  const framed = window.parent !== window;
  useShellStore.setState({ query, bookingSource: openingSource(query, window.location.search, framed, ota) });
  rememberUtm(query);
  rememberAttribution(query.hotelCode, landingAttribution(query, window.location.search));

  // The client session and the settings are asked for together (ADR 211).
  const clientSession = startClientSession(query.hotelCode);
  try {
    const settings = await callApi(getBookingWidgetSettings, { params: { hotelCode: query.hotelCode } });
    removeCustomAuthCodeFromAddress(settings.membership?.custom_auth_token_name);
    useSessionStore.setState(requestContextFrom(settings));
    useShellStore.setState({ preview: isPreviewMode(settings.hotel_brand_id, query.preview) });
    // "Locale must be in the allowed list, otherwise the first is used"; the list is never empty. The address
    // wins over the language the guest chose last time.
    const wanted = query.locale ?? readLocalePreference();
    const locale = pickAllowedLocale(wanted, settings.available_languages) ?? useSessionStore.getState().locale;
    if (isUnderMaintenance(settings, query.maintenanceBypass)) {
      await speak(locale);
      applyTheme(settings);
      return { status: 'maintenance', settings };
    }
    await Promise.all([speak(locale), clientSession(settings)]);
    // Who is signed in decides what the first screen shows (protected routes, the header): known before it. After
    // the language, because a reset code or a failed exchange is worded in it.
    await startMembership(settings, query);
    // The first results load beside the route's code now that a session exists (document 1 section 4, startup).
    const notices = preloadResults(queryClient, settings, window.location, bookLanguageFor(locale, settings.book_languages));
    // Guest detail's reads too (ADR 282), from a chunk the landing document has preloaded (LANDING_ROUTES'
    // startupReads, ADR 293): imported statically here, they would add to every page's entry. Sent before the first
    // screen is drawn (awaited below): drawn first, the page took a phone's CPU for about 300 ms before they left.
    let guestDetailReads: Promise<void> | undefined;
    if (window.location.pathname.replace(/\/+$/, '') === paths.guestDetail.path) {
      const search = window.location.search;
      // A chunk that fails to load only means the page asks itself, as a failed preload does.
      guestDetailReads = import('#app/features/checkout/api/guest-detail-address-reads.ts')
        .then(({ preloadGuestDetail }) => preloadGuestDetail(queryClient, settings, search, locale))
        .catch(() => undefined);
    }
    applyTheme(settings);
    connectHost(settings, queryClient);
    startMemberReports(settings, query);
    await guestDetailReads;
    // The results' notices sit above the search form: the first screen waits for them (never long), so they do not
    // push the page down after it appeared (CLS, ADR 211).
    let wait: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([notices, new Promise((settled) => (wait = setTimeout(settled, NOTICES_WAIT_MS)))]);
    clearTimeout(wait);
    return { status: 'ready', settings };
  } catch (error) {
    // A malformed code is refused (400) like an unknown one (404): either way there is no such hotel.
    const unknownHotel = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return { status: 'failed', reason: unknownHotel ? 'hotel_not_found' : 'unavailable' };
  }
}
