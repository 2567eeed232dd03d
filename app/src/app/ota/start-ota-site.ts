import { OTA_DEFAULT_BUTTON_COLOUR } from '#domain/constants/limits.ts';
import { SHELL_NAMESPACES } from '#app/i18n/i18n.ts';
import { readLocalePreference } from '#app/i18n/locale-preference.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { applyTheme } from '../startup/apply-theme';
import { ensureOtaClientSession } from '../startup/client-session';
import type { StartupQuery } from '#app/platform/read-startup-query.ts';
import { speakProvisionalLocale } from '../startup/start-app';
import { rememberUtm } from '#app/platform/utm-cookie.ts';

/** Why the site could not start: only a passing failure (no session could be had) is possible without a hotel. */
export type OtaSiteOutcome = { status: 'ready' } | { status: 'failed'; reason: 'unavailable' };

/** The site's language: the address's, else the one the guest chose last, else the browser's (all 8 on offer). */
export function siteLocaleQuery(query: StartupQuery): StartupQuery {
  return { ...query, locale: query.locale ?? readLocalePreference() };
}

/**
 * The travel-agency site's startup for its own pages (no hotel): the language (the address's, else the one the
 * guest chose last, else the browser's; every UI language is on offer), the variant's guard (a client session
 * obtained when none is stored, and kept), and the variant's default colours ("#c21e58 with white font").
 */
export async function startOtaSite(query: StartupQuery): Promise<OtaSiteOutcome> {
  useShellStore.setState({ query, preview: query.preview });
  rememberUtm(query);
  try {
    await Promise.all([speakProvisionalLocale(siteLocaleQuery(query), [...SHELL_NAMESPACES, 'ota']), ensureOtaClientSession()]);
    applyTheme({ button_colour: OTA_DEFAULT_BUTTON_COLOUR, header_colour: OTA_DEFAULT_BUTTON_COLOUR, favicon: null });
    return { status: 'ready' };
  } catch {
    return { status: 'failed', reason: 'unavailable' };
  }
}
