// The document's preload table (ADR 211, 243): what the inline script asks for on each host and address. The
// travel-agency host's home is its own search page, so it must not preload the results route there.
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { LANDING_ROUTES } from '#app/app/routing/landing-routes.ts';
import { landingDocumentFiles, landingScripts, preloadScript, preloadTable } from '#scripts/lib/startup-preload.ts';
import { CSP_NONCE_PLACEHOLDER } from '#scripts/lib/app-csp.ts';

const OTA_HOST = 'travel.example';

function chunk(fileName: string, fields: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, imports: [], isEntry: false, facadeModuleId: null, ...fields } as Rolldown.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/app-1.js', { isEntry: true }),
    chunk('assets/results-route-1.js', { facadeModuleId: `/repo/${LANDING_ROUTES.results.module}`, imports: ['assets/results-shared-1.js', 'assets/app-1.js'] }),
    chunk('assets/results-shared-1.js'),
    chunk('assets/guest-detail-route-1.js', {
      facadeModuleId: `/repo/${LANDING_ROUTES.guestDetail.module}`,
      imports: ['assets/results-shared-1.js', 'assets/guest-detail-shared-1.js', 'assets/app-1.js'],
      viteMetadata: { importedCss: new Set(['assets/guest-detail-route-1.css']) } as Rolldown.OutputChunk['viteMetadata'],
    }),
    chunk('assets/guest-detail-shared-1.js'),
    // The bundler's re-export of the module the startup imports for guest detail's reads (ADR 293).
    chunk('assets/guest-detail-address-reads-1.js', {
      facadeModuleId: `/repo/${LANDING_ROUTES.guestDetail.startupReads}`,
      imports: ['assets/guest-detail-shared-1.js'],
    }),
    chunk('assets/catalog-en-common-Ab_c-123.js'),
    chunk('assets/catalog-en-auth-Ab_c-123.js'),
    chunk('assets/catalog-en-search-Ab_c-123.js'),
  ].map((item) => [item.fileName, item]),
) as Rolldown.OutputBundle;

const BUILD = { appVersion: '1.0.0', clientKey: 'key', clientSecret: 'secret', hotelBrandKey: (code: string) => `brand:${code}` };
const table = preloadTable(bundle, Object.values(LANDING_ROUTES));
const script = preloadScript(table, BUILD);

/**
 * The links the script adds for an address, on a page whose `ota-hosts` meta names the travel-agency host. The tasks
 * it leaves for later go to `later`, and it builds its Intl objects with `intl`.
 */
function preloadsAt(url: string, documentScript = script, later: (() => void)[] = [], intl: unknown = Intl): string[] {
  const { hostname, pathname, search } = new URL(url);
  const metas: Record<string, string> = { 'api-base-url': 'https://api.example/', 'ota-hosts': OTA_HOST };
  const links: string[] = [];
  const document = {
    querySelector: (selector: string) => {
      const name = /name="([\w-]+)"/.exec(selector)?.[1] ?? '';
      return name in metas ? { content: metas[name] } : null;
    },
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string; fetchPriority?: string }) => links.push(`${link.rel} ${link.href}${link.fetchPriority === 'low' ? ' low' : ''}`) },
  };
  // The startup's early calls (ADR 272) are only recorded here: tests/app/app/startup/early-calls.test.ts runs them.
  const fetch = (address: string) => {
    links.push(`fetch ${address}`);
    return Promise.resolve(new Response('{}'));
  };
  const setTimeout = (task: () => void) => later.push(task);
  const run = new Function('document', 'location', 'localStorage', 'navigator', 'window', 'fetch', 'setTimeout', 'Intl', documentScript) as (...args: unknown[]) => void;
  run(document, { hostname, pathname, search, href: url }, { getItem: () => null }, { languages: ['en-US'] }, {}, fetch, setTimeout, intl);
  return links;
}

/** The results route's chunks, at low priority (ADR 287); the catalogs keep theirs. */
const RESULTS = ['modulepreload /assets/results-route-1.js low', 'modulepreload /assets/results-shared-1.js low'];

describe('startup preload table', () => {
  it('preloads the results route on the hotels’ home and results addresses', () => {
    for (const url of ['https://app.example/', 'https://app.example/booking/result?hotel_code=a&locale=en']) {
      expect(preloadsAt(url)).toEqual(expect.arrayContaining(RESULTS));
    }
    expect(preloadsAt('https://app.example/booking/result?hotel_code=a&locale=en')).toEqual(
      expect.arrayContaining(['modulepreload /assets/catalog-en-search-Ab_c-123.js', 'modulepreload /assets/catalog-en-auth-Ab_c-123.js']),
    );
  });

  it('sends the settings and client session calls of a hotel’s landing address, on the hotels’ host only', () => {
    const early = ['fetch https://api.example/hotels/a/settings/booking_widget', 'fetch https://api.example/api/client_sessions'];
    expect(preloadsAt('https://app.example/booking/result?hotel_code=a&locale=en')).toEqual(expect.arrayContaining(early));
    expect(preloadsAt('https://app.example/reservation/guest-detail?code=a')).toEqual(expect.arrayContaining(early));
    for (const url of ['https://app.example/booking/result?locale=en', `https://${OTA_HOST}/hotels/a?hotel_code=a`, 'https://app.example/account?hotel_code=a']) {
      expect(preloadsAt(url).filter((link) => link.startsWith('fetch'))).toEqual([]);
    }
  });

  it('does not preload the results route on the travel-agency host’s home or its hotel search', () => {
    for (const url of [`https://${OTA_HOST}/`, `https://${OTA_HOST}/search-hotels?adults=2`, `https://${OTA_HOST}/hotels/`]) {
      const links = preloadsAt(`${url}${url.includes('?') ? '&' : '?'}locale=en`);
      expect(links.filter((link) => link.includes('route'))).toEqual([]);
      expect(links).not.toContain('modulepreload /assets/catalog-en-search-Ab_c-123.js');
      expect(links).toContain('preconnect https://api.example');
    }
  });

  it('preloads it on a hotel’s page of the travel-agency host, and the standard results address that moves there', () => {
    expect(preloadsAt(`https://${OTA_HOST}/hotels/sakura-tokyo?locale=en`)).toEqual(expect.arrayContaining(RESULTS));
    expect(preloadsAt(`https://${OTA_HOST}/booking/result?hotel_code=sakura-tokyo`)).toEqual(expect.arrayContaining(RESULTS));
    expect(preloadsAt(`https://${OTA_HOST}/hotels/sakura-tokyo/more`)).not.toEqual(expect.arrayContaining(RESULTS));
  });

  it('preloads guest detail on both hosts', () => {
    for (const host of ['app.example', OTA_HOST]) {
      expect(preloadsAt(`https://${host}/reservation/guest-detail`)).toContain('modulepreload /assets/guest-detail-route-1.js low');
    }
  });

  it('loads ICU in a task after the document, on every address, so the entry does not (ADR 286)', () => {
    for (const url of ['https://app.example/booking/result?hotel_code=a&locale=en', `https://${OTA_HOST}/`, 'https://app.example/account']) {
      const built: string[] = [];
      const intl = {
        DateTimeFormat: class {
          constructor(...options: unknown[]) {
            built.push(`clock ${JSON.stringify(options)}`);
          }
          formatToParts = () => built.push('clock used');
        },
        NumberFormat: class {
          constructor() {
            built.push('number');
          }
          format = () => built.push('number used');
        },
      };
      const later: (() => void)[] = [];
      preloadsAt(url, script, later, intl);
      expect(built).toEqual([]);
      expect(later).toHaveLength(1);
      later[0]?.();
      expect(built).toEqual(['clock [null,{"hour":"numeric"}]', 'clock used', 'number', 'number used']);
    }
  });

  it('reads a namespace with a hyphen from its catalog file, apart from the hash', () => {
    const withHyphen = {
      ...bundle,
      'assets/catalog-zh_Hans-payment-link-x-Y_z123.js': chunk('assets/catalog-zh_Hans-payment-link-x-Y_z123.js'),
    } as Rolldown.OutputBundle;
    const route = { paths: ['/payments'], otaPaths: [], module: LANDING_ROUTES.results.module, namespaces: ['payment-link'] };
    expect(preloadTable(withHyphen, [route]).catalogs).toEqual({
      zh_Hans: { 'payment-link': 'assets/catalog-zh_Hans-payment-link-x-Y_z123.js' },
      en: { common: 'assets/catalog-en-common-Ab_c-123.js', auth: 'assets/catalog-en-auth-Ab_c-123.js' },
    });
  });
});

// ADR 283: a landing address's own document holds its route's links in the head, where the parser reads them; a
// link the script inserts cost the main thread up to 150 ms on guest detail at 4x.
// ADR 295: the files that get V8's compile hint.
describe('landing scripts', () => {
  it('are the entry and every landing route’s chunks, not the catalogs', () => {
    expect([...landingScripts(bundle, table)].sort()).toEqual([
      'assets/app-1.js',
      'assets/guest-detail-address-reads-1.js',
      'assets/guest-detail-route-1.js',
      'assets/guest-detail-shared-1.js',
      'assets/results-route-1.js',
      'assets/results-shared-1.js',
    ]);
  });
});

describe('landing documents', () => {
  const tag = (source: string) => `<script nonce="${CSP_NONCE_PLACEHOLDER}">${source}</script>`;
  const entry = `<script type="module" crossorigin src="/assets/app-1.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`;
  const index = `<!doctype html><html><head><title>Hotel booking</title>\n    ${tag(script)}\n    ${entry}</head><body><div id="root"></div></body></html>`;
  const files = landingDocumentFiles(index, table, BUILD);
  const html = (fileName: string) => files.find((file) => file.fileName === fileName)?.source ?? '';
  // Each at low priority (ADR 287): a link without it is not counted.
  const links = (source: string) =>
    [...source.matchAll(/<link rel="(modulepreload|preload" as="style)" fetchpriority="low" crossorigin href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
  const inlineScript = (source: string) => /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(source)?.[1] ?? '';

  it('writes one for each address that shows the same route on both hosts, with the route’s chunks and styles in its head', () => {
    expect(files.map((file) => file.fileName)).toEqual(['booking/result/index.html', 'reservation/guest-detail/index.html']);
    expect(links(html('booking/result/index.html'))).toEqual(RESULTS.map((link) => link.replace(/ low$/, '')));
    // The startup's reads first, with what they import: the startup needs them before the route draws (ADR 293).
    expect(links(html('reservation/guest-detail/index.html'))).toEqual([
      'modulepreload /assets/guest-detail-address-reads-1.js',
      'modulepreload /assets/guest-detail-shared-1.js',
      'modulepreload /assets/guest-detail-route-1.js',
      'modulepreload /assets/results-shared-1.js',
      'preload" as="style /assets/guest-detail-route-1.css',
    ]);
    for (const { source } of files) {
      expect(source.indexOf('<link rel="modulepreload"')).toBeLessThan(source.indexOf(entry));
      expect(source).toContain('<div id="root"></div>');
      expect(source).not.toContain(tag(script));
    }
  });

  it('leaves the hotels’ home and the travel agency’s hotel pages to index.html, whose script picks their route', () => {
    expect(files.some(({ fileName }) => fileName === 'index.html' || fileName.startsWith('hotels/'))).toBe(false);
    expect(index).not.toContain('<link ');
    expect(preloadsAt('https://app.example/?locale=en')).toEqual(expect.arrayContaining(RESULTS));
  });

  it('has its script add only the language’s catalogs and still send the early calls', () => {
    for (const [fileName, url] of [
      ['booking/result/index.html', 'https://app.example/booking/result?hotel_code=a&locale=en'],
      ['reservation/guest-detail/index.html', `https://${OTA_HOST}/reservation/guest-detail?locale=en`],
    ] as const) {
      const added = preloadsAt(url, inlineScript(html(fileName)));
      expect(added.filter((link) => link.startsWith('modulepreload') && !link.includes('/catalog-'))).toEqual([]);
      expect(added).toEqual(expect.arrayContaining(['modulepreload /assets/catalog-en-common-Ab_c-123.js', 'modulepreload /assets/catalog-en-auth-Ab_c-123.js']));
    }
    expect(preloadsAt('https://app.example/booking/result?hotel_code=a&locale=en', inlineScript(html('booking/result/index.html')))).toEqual(
      expect.arrayContaining([
        'modulepreload /assets/catalog-en-search-Ab_c-123.js',
        'fetch https://api.example/hotels/a/settings/booking_widget',
        'fetch https://api.example/api/client_sessions',
      ]),
    );
  });

  it('refuses an index.html whose preload script is not the one the build wrote', () => {
    expect(() => landingDocumentFiles(index.replace(tag(script), ''), table, BUILD)).toThrow(/lost its preload script/);
  });
});
