import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_TAGS, UI_LOCALES } from '#domain/constants/locales.ts';
import { installLeanFixedT } from '#app/i18n/lean-fixed-t.ts';

const LOCALES_DIR = join(import.meta.dirname, '../../../app/src/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function catalogs(): Record<string, Record<string, ResourceKey>> {
  const resources: Record<string, Record<string, ResourceKey>> = {};
  for (const locale of UI_LOCALES) {
    const dir = join(LOCALES_DIR, locale);
    resources[LOCALE_TAGS[locale]] = Object.fromEntries(
      readdirSync(dir).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as ResourceKey]),
    );
  }
  return resources;
}

function keysOf(node: unknown, path = ''): string[] {
  if (typeof node !== 'object' || node === null) return [path];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, path ? `${path}.${key}` : key));
}

async function instance(lean: boolean, resources: Record<string, Record<string, ResourceKey>>): Promise<I18n> {
  const made = i18next.createInstance();
  if (lean) installLeanFixedT(made);
  // As app/src/i18n/i18n.ts initializes the app's.
  await made.init({ lng: 'en', resources, ns: Object.keys(resources.en ?? {}), defaultNS: 'common', fallbackLng: false, interpolation: { escapeValue: false } });
  return made;
}

describe('the lean fixed t', () => {
  const resources = catalogs();
  let library: I18n;
  let lean: I18n;
  beforeAll(async () => {
    [library, lean] = await Promise.all([instance(false, resources), instance(true, resources)]);
  });

  it('answers every text of every catalog in every locale as i18next does, with and without options', () => {
    let compared = 0;
    for (const [tag, namespaces] of Object.entries(resources)) {
      for (const [ns, catalog] of Object.entries(namespaces)) {
        const expected = library.getFixedT(tag, ns);
        const actual = lean.getFixedT(tag, ns);
        for (const key of new Set(keysOf(catalog).flatMap((key) => [key, key.replace(PLURAL_SUFFIX, '')]))) {
          for (const options of [undefined, { count: 1 }, { count: 3 }, { count: 0, name: 'Ann', price: '¥1,000', points: 1200 }, { returnObjects: true }]) {
            expect(actual(key, options), `${tag} ${ns}:${key} ${JSON.stringify(options)}`).toEqual(expected(key, options));
            compared += 1;
          }
        }
      }
    }
    // Every catalog was read: 8 locales of 14 namespaces each, several hundred texts apiece.
    expect(compared).toBeGreaterThan(8 * 14 * 100 * 5);
  });

  it('answers keys under a prefix, keys naming their namespace, missing keys and defaults as i18next does', () => {
    const cases: [string | undefined, string, unknown][] = [
      ['summary', 'label', undefined],
      ['summary', 'rooms', { count: 2 }],
      [undefined, 'common:actions.close', undefined],
      [undefined, 'no.such.key', undefined],
      [undefined, 'no.such.key', 'a default'],
      [undefined, 'no.such.key', { defaultValue: 'a default' }],
      ['summary', 'label', { keyPrefix: '' }],
      [undefined, 'summary', undefined],
    ];
    for (const tag of ['en', 'ja', 'ar']) {
      for (const [prefix, key, options] of cases) {
        const expected = library.getFixedT(tag, 'search', prefix) as (key: string, options?: unknown) => unknown;
        const actual = lean.getFixedT(tag, 'search', prefix) as (key: string, options?: unknown) => unknown;
        expect(actual(key, options), `${tag} ${prefix ?? ''} ${key} ${JSON.stringify(options)}`).toEqual(expected(key, options));
      }
    }
  });

  it('names its language, namespace and prefix as the library\'s fixed t does (Trans reads the namespace)', () => {
    const t = lean.getFixedT('ja', 'search', 'summary') as unknown as { lng: string; ns: string; keyPrefix: string };
    expect([t.lng, t.ns, t.keyPrefix]).toEqual(['ja', 'search', 'summary']);
  });
});
