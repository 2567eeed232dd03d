import { loadNamespaces, type Namespace } from '#app/i18n/i18n.ts';

/**
 * A lazy route whose catalogs download beside its code (ADR 211): `lazy: withCatalogs(['search'], () =>
 * import('./routes/results-route'))`. The shell's namespaces are always loaded; a route names its feature's. A
 * namespace a route forgets still loads (react-i18next suspends the screen for it), one round trip later.
 */
export function withCatalogs<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [route] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return route;
  };
}
