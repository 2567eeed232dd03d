import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS, UI_LOCALES, type UiLocale } from '#domain/constants/locales.ts';
import { NAMESPACES } from '#app/i18n/i18n.ts';

const LOCALES_DIR = join(import.meta.dirname, '../../../app/src/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

function catalog(locale: string, namespace: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')));
}

/** Interpolated names other than count, which plural forms such as "one night" may leave out. */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? '').filter((name) => name !== 'count').sort();
}

/** Each key en has, as the keys the locale needs: a plural key needs every plural form of the locale. */
function requiredKeys(enKeys: Iterable<string>, locale: UiLocale): Map<string, string> {
  const categories = new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories;
  const required = new Map<string, string>();
  for (const key of enKeys) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const category of categories) required.set(`${base}_${category}`, key);
    } else {
      required.set(key, key);
    }
  }
  return required;
}

describe('locale catalogs', () => {
  it('exist for every UI locale and namespace, and nothing else', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...UI_LOCALES].sort());
    for (const locale of UI_LOCALES) {
      expect(readdirSync(join(LOCALES_DIR, locale)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const locale of UI_LOCALES) {
    for (const namespace of NAMESPACES) {
      it(`${locale}/${namespace} has every key of en, non-empty, with the same placeholders`, () => {
        const en = catalog('en', namespace);
        const translated = catalog(locale, namespace);
        const problems: string[] = [];
        for (const [key, enKey] of requiredKeys(en.keys(), locale)) {
          const text = translated.get(key);
          if (typeof text !== 'string' || text.trim() === '') {
            problems.push(`missing or empty: ${key}`);
          } else if (variables(text).join() !== variables(String(en.get(enKey))).join()) {
            problems.push(`placeholders differ from en: ${key}`);
          }
        }
        const required = requiredKeys(en.keys(), locale);
        for (const key of translated.keys()) {
          if (!required.has(key)) problems.push(`not in en: ${key}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
