import type { i18n as I18n, TOptions } from 'i18next';

type FixedT = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** i18next's own separators, which the app keeps (i18n.ts sets neither). */
const KEY_SEPARATOR = '.';
const NS_SEPARATOR = ':';

/**
 * Replaces the instance's `getFixedT`, the `t` react-i18next's useTranslation gives every component, with a leaner one
 * (ADR 280). i18next's copies the instance's whole options object on every call for its selector API, which the app
 * does not use: half the cost of a call that needs no variables, and the results' first render makes about 500 calls
 * on a phone's slowest task. This one does what the library's does without that copy, and reads a text that has
 * nothing to fill in (no options, no `{{…}}`, no nested `$t(…)`) from the store as the translator would. A selector,
 * an array of keys, a key naming its namespace or a default value given in place of options takes the library's way.
 * tests/app/i18n/lean-fixed-t.test.ts checks every text of every catalog against the library's answer.
 */
export function installLeanFixedT(instance: I18n): void {
  const libraryGetFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  const leanGetFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown, ...more: unknown[]) => {
    const library = libraryGetFixedT(lng, ns, keyPrefix, ...more);
    if (typeof lng !== 'string' || typeof ns !== 'string' || (keyPrefix !== undefined && typeof keyPrefix !== 'string')) return library;
    const fixedT: FixedT = (key, options, ...rest) => {
      const plain = options === undefined;
      if (typeof key !== 'string' || rest.length > 0 || (!plain && (typeof options !== 'object' || options === null))) return library(key, options, ...rest);
      const given = (options ?? {}) as TOptions;
      // As the library's: an empty prefix in the options turns the fixed one off.
      const prefix = given.keyPrefix === '' ? '' : given.keyPrefix || keyPrefix;
      if (prefix !== undefined && typeof prefix !== 'string') return library(key, options);
      const fullKey = prefix ? `${prefix}${KEY_SEPARATOR}${key}` : key;
      if (plain && !fullKey.includes(NS_SEPARATOR)) {
        const text: unknown = instance.getResource(lng, ns, fullKey);
        if (typeof text === 'string' && !text.includes('{{') && !text.includes('$t(')) return text;
      }
      return instance.t(fullKey, { ...given, lng: given.lng || lng, lngs: given.lngs || undefined, ns: given.ns || ns, keyPrefix: prefix });
    };
    return Object.assign(fixedT, { lng, ns, keyPrefix });
  };
  instance.getFixedT = leanGetFixedT as unknown as I18n['getFixedT'];
}
