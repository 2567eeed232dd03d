import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_TAGS, RTL_LOCALES, UI_LOCALES, type UiLocale } from '#domain/constants/locales.ts';
import { installLeanFixedT } from '#app/i18n/lean-fixed-t.ts';

/** One catalog per feature (plus common), per locale: app/src/locales/<locale>/<namespace>.json. */
export const NAMESPACES = ['common', 'search', 'booking', 'manage', 'auth', 'ota', 'ota-booking', 'stay-plus-flight', 'account', 'organization-admin', 'lottery', 'payment-link', 'unsubscribe', 'payment-providers'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell needs on every screen: its own texts, the startup's, and the member menu and messages (the header
 * shows sign-in on every route). A route adds its feature's namespaces (withCatalogs, app/src/app/routing).
 */
export const SHELL_NAMESPACES = ['common', 'auth'] as const satisfies readonly Namespace[];

// One chunk per locale and namespace (ADR 211): a guest downloads only the language they read, and only the
// catalogs of the screens they open.
const catalogFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

export const i18n = i18next.createInstance();
installLeanFixedT(i18n);

/** Every namespace asked for so far: a language change loads these, so nothing on screen loses its text. */
const wanted = new Set<Namespace>();
const catalogs = new Map<string, Promise<ResourceKey>>();

function loadCatalog(locale: UiLocale, namespace: string): Promise<ResourceKey> {
  const key = `../locales/${locale}/${namespace}.json`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    const load = catalogFiles[key];
    if (!load) return Promise.reject(new Error(`missing catalog ${locale}/${namespace}`));
    catalog = load();
    // A failed download (the network) may be tried again by the next screen that needs it.
    catalog.catch(() => catalogs.delete(key));
    catalogs.set(key, catalog);
  }
  return catalog;
}

const localeOfTag = (tag: string) => UI_LOCALES.find((locale) => LOCALE_TAGS[locale] === tag);

/**
 * i18next reads every catalog through here: the first language's, a route's (withCatalogs), a language change's,
 * and a screen's namespace nobody declared (react-i18next suspends that screen until it is loaded).
 */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(tag, namespace, done) {
    const locale = localeOfTag(tag);
    if (!locale) {
      done(new Error(`no catalogs for ${tag}`), false);
      return;
    }
    loadCatalog(locale, namespace).then(
      (catalog) => done(null, catalog),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let initialized: Promise<unknown> | null = null;
/**
 * The language spoken is only the browser's guess until the hotel's settings confirm one (issue 20): the hotel's
 * first language wins over the browser's, so the catalogs of the routes wait for the confirmed language instead of
 * downloading in one the guest may never see.
 */
let guessed = false;

/**
 * Loads the locale's catalogs of `namespaces` and of every namespace loaded before, and makes it the language of
 * every text. i18next runs on the BCP 47 tag, so its plural rules and `{{count, number}}` formats are the locale's
 * own. The app passes the shell's namespaces (routes add theirs); a test that renders any screen takes them all.
 * A `guess` (the browser's language before the settings) loads `namespaces` only: the others wait for a confirmed
 * language, as do the routes' (loadNamespaces).
 */
export async function activateLocale(locale: UiLocale, namespaces: readonly Namespace[] = NAMESPACES, { guess = false } = {}): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  guessed = guess;
  const tag = LOCALE_TAGS[locale];
  const now = guess ? namespaces : [...wanted];
  // Every catalog starts downloading at once; i18next then finds them loaded or in flight.
  const loading = Promise.all(now.map((namespace) => loadCatalog(locale, namespace)));
  if (!initialized) {
    initialized = i18n
      .use(catalogBackend)
      .use(initReactI18next)
      .init({
        lng: tag,
        ns: [...now],
        defaultNS: 'common',
        // Every catalog is complete (a test compares them with en), so there is nothing to fall back to.
        fallbackLng: false,
        interpolation: { escapeValue: false },
      });
    await Promise.all([initialized, loading]);
    return;
  }
  await Promise.all([initialized, loading]);
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
  await i18n.loadNamespaces([...now]);
}

/**
 * A route's catalogs in the language being spoken, loaded beside its code (withCatalogs). Before a language is
 * chosen, or while it is a guess, they are only noted: the confirmed language loads them with it.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  if (!initialized || guessed) return;
  await initialized;
  await i18n.loadNamespaces([...namespaces]);
}

/** Sets the page's language and direction: ar reads right to left. */
export function applyDocumentLocale(locale: UiLocale): void {
  document.documentElement.lang = LOCALE_TAGS[locale];
  document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
