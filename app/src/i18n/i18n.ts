import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_TAGS, RTL_LOCALES, type UiLocale } from '#domain/constants/locales.ts';

/** One catalog per feature (plus common), per locale: app/src/locales/<locale>/<namespace>.json. */
export const NAMESPACES = ['common', 'search', 'booking', 'manage', 'auth', 'ota', 'account'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces loaded with their route's code instead of with the language's chunk: screens off the booking path
 * (my account and the password pages, ADR 213), whose texts the first screen should not download.
 */
const ROUTE_NAMESPACES = ['account'] as const satisfies readonly Namespace[];
type RouteNamespace = (typeof ROUTE_NAMESPACES)[number];
const routeCatalogs = import.meta.glob<ResourceKey>('../locales/*/account.json', { import: 'default' });
/** The route namespaces a route asked for: a language chosen later loads them too. */
const wantedRouteNamespaces = new Set<RouteNamespace>();

const isRouteNamespace = (namespace: Namespace): namespace is RouteNamespace => (ROUTE_NAMESPACES as readonly Namespace[]).includes(namespace);

async function loadRouteCatalog(locale: UiLocale, namespace: RouteNamespace): Promise<void> {
  const tag = LOCALE_TAGS[locale];
  if (i18n.hasResourceBundle(tag, namespace)) return;
  const load = routeCatalogs[`../locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`missing catalog ${locale}/${namespace}`);
  i18n.addResourceBundle(tag, namespace, await load());
}

/** Loads a route's namespace in the current language (and, from then on, in every language chosen). */
export async function loadRouteNamespace(namespace: RouteNamespace): Promise<void> {
  wantedRouteNamespaces.add(namespace);
  // Before the startup's language is set, activateLocale loads it with the language.
  if (!i18n.isInitialized) return;
  const locale = (Object.keys(LOCALE_TAGS) as UiLocale[]).find((candidate) => LOCALE_TAGS[candidate] === i18n.language);
  if (locale) await loadRouteCatalog(locale, namespace);
}

// One chunk per language holding all its namespaces (lib/locale-bundles/<locale>.ts), loaded when the language is
// chosen: a guest downloads only the languages they read, in one request each.
const bundles = import.meta.glob<Record<string, ResourceKey>>('./locale-bundles/*.ts', { import: 'catalogs' });

export const i18n = i18next.createInstance();

async function loadCatalogs(locale: UiLocale): Promise<Partial<Record<Namespace, ResourceKey>>> {
  const load = bundles[`./locale-bundles/${locale}.ts`];
  if (!load) throw new Error(`missing catalogs of ${locale}`);
  const catalogs = await load();
  const entries = NAMESPACES.filter((namespace) => !isRouteNamespace(namespace)).map((namespace) => {
    const catalog = catalogs[`../../locales/${locale}/${namespace}.json`];
    if (!catalog) throw new Error(`missing catalog ${locale}/${namespace}`);
    return [namespace, catalog] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * Loads the locale's catalogs and makes it the language of every text. i18next runs on the BCP 47 tag, so its
 * plural rules and `{{count, number}}` formats are the locale's own.
 */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const tag = LOCALE_TAGS[locale];
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: tag,
      resources: { [tag]: await loadCatalogs(locale) },
      ns: [...NAMESPACES],
      defaultNS: 'common',
      // Every catalog is complete (a test compares them with en), so there is nothing to fall back to.
      fallbackLng: false,
      interpolation: { escapeValue: false },
    });
    await Promise.all([...wantedRouteNamespaces].map((namespace) => loadRouteCatalog(locale, namespace)));
    return;
  }
  if (!i18n.hasResourceBundle(tag, 'common')) {
    const bundles = await loadCatalogs(locale);
    for (const [namespace, catalog] of Object.entries(bundles)) i18n.addResourceBundle(tag, namespace, catalog);
  }
  await Promise.all([...wantedRouteNamespaces].map((namespace) => loadRouteCatalog(locale, namespace)));
  await i18n.changeLanguage(tag);
}

/** Sets the page's language and direction: ar reads right to left. */
export function applyDocumentLocale(locale: UiLocale): void {
  document.documentElement.lang = LOCALE_TAGS[locale];
  document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
