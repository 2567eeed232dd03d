// @vitest-environment jsdom
// ADR 296: the hotel's header bar (logo and name) is in its app documents, as text and attribute values only. The
// name is the hotel's own input, so the attack is a hotel whose name is markup: it must reach the guest's page as
// those characters, never as elements, in the skeleton and in the meta tag the app reads.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedHotelSettings } from '#scripts/lib/app-csp.ts';
import { documentHeaderFor, fillHotelHeader, HOTEL_HEADER_META, HOTEL_HEADER_SKELETON, withHotelHeader } from '#scripts/lib/document-hotel-header.ts';
import { serveStaticSite, type SiteServer } from '#scripts/lib/static-site.ts';

const API = 'https://api.test';
const TEMPLATE = readFileSync(resolve(import.meta.dirname, '../../app/index.html'), 'utf8');
const ATTACK = `Sakura "Ginza" </p><script>alert(1)</script><img src=x onerror="alert(2)">`;
const TOKYO = { hotel_name: 'Sakura Hotel Tokyo Ginza', hotel_brand_name: 'Sakura Hotels', logo: '/brand/sakura-logo.svg', website_header_html: null };

/** What a browser makes of the document: the meta's value, the skeleton's name, logo and direction, and elements. */
function parse(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return {
    meta: document.querySelector('meta[name="hotel-header"]')?.getAttribute('content'),
    name: document.querySelector('.hbw-skeleton-name')?.textContent ?? null,
    logo: document.querySelector('.hbw-skeleton-logo')?.getAttribute('src') ?? null,
    dir: document.querySelector('.hbw-skeleton-header')?.getAttribute('dir') ?? null,
    scripts: document.querySelectorAll('script').length,
    images: document.querySelectorAll('img').length,
  };
}

describe('the app document', () => {
  it('holds both places, empty, so a document nobody fills names no hotel', () => {
    expect(TEMPLATE).toContain(HOTEL_HEADER_META);
    expect(TEMPLATE).toContain(HOTEL_HEADER_SKELETON);
    expect(parse(TEMPLATE)).toMatchObject({ meta: '', name: null, logo: null });
  });
});

describe('documentHeaderFor', () => {
  it('is the logo (an asset path on the API, a web address as it is) and the name, as the app draws them', () => {
    expect(documentHeaderFor({ ...TOKYO, hotel_name: ' Sakura Hotel Tokyo Ginza ' }, API)).toEqual({
      name: 'Sakura Hotel Tokyo Ginza',
      logo: { src: `${API}/brand/sakura-logo.svg`, alt: 'Sakura Hotels' },
    });
    expect(documentHeaderFor({ ...TOKYO, logo: 'https://cdn.example/logo.png' }, API)?.logo?.src).toBe('https://cdn.example/logo.png');
    expect(documentHeaderFor({ ...TOKYO, logo: '//evil.example/logo.png' }, API)?.logo?.src).toBe(`${API}/evil.example/logo.png`);
    expect(documentHeaderFor({ ...TOKYO, logo: null }, API)).toEqual({ name: 'Sakura Hotel Tokyo Ginza', logo: null });
  });

  it('is none without settings, for an empty, odd or overlong name, or when the hotel has its own header HTML', () => {
    for (const settings of [undefined, { ...TOKYO, hotel_name: '  ' }, { ...TOKYO, hotel_name: 42 }, { ...TOKYO, hotel_name: 'x'.repeat(201) }, { ...TOKYO, website_header_html: '<nav>Sakura</nav>' }]) {
      expect(documentHeaderFor(settings, API)).toBeNull();
    }
  });
});

describe('withHotelHeader', () => {
  it('puts the header in the meta tag (JSON) and draws the logo and name in the skeleton', () => {
    const header = documentHeaderFor(TOKYO, API);
    const filled = parse(withHotelHeader(TEMPLATE, header));
    expect(JSON.parse(filled.meta ?? '')).toEqual(header);
    expect(filled).toMatchObject({ name: 'Sakura Hotel Tokyo Ginza', logo: `${API}/brand/sakura-logo.svg`, dir: null });
    expect(parse(withHotelHeader(TEMPLATE, header, true)).dir).toBe('rtl');
    expect(withHotelHeader(TEMPLATE, null)).toBe(TEMPLATE);
  });

  it('a name and a logo address written as markup stay text: no element, no attribute ends early', () => {
    const before = parse(TEMPLATE);
    const header = { name: ATTACK, logo: { src: `${API}/x.svg" onerror="alert(3)`, alt: ATTACK } };
    const filled = parse(withHotelHeader(TEMPLATE, header));
    expect(JSON.parse(filled.meta ?? '')).toEqual(header);
    expect(filled).toMatchObject({ name: ATTACK, logo: header.logo.src, scripts: before.scripts, images: before.images + 1 });
    expect(new DOMParser().parseFromString(withHotelHeader(TEMPLATE, header), 'text/html').querySelector('[onerror]')).toBeNull();
  });
});

describe('served', () => {
  let server: SiteServer | undefined;
  let root: string | undefined;
  afterEach(() => {
    server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('each document is filled for its own hotel from the cached settings read, right to left for Arabic, not on the travel-agency site', async () => {
    root = mkdtempSync(join(tmpdir(), 'hotel-header-'));
    writeFileSync(join(root, 'index.html'), TEMPLATE);
    const asked: string[] = [];
    const fetchSettings = async (url: string) => {
      const code = /\/hotels\/([^/]+)\//.exec(url)?.[1] ?? '';
      asked.push(code);
      return code === 'sakura-hakone' ? Response.json({ ...TOKYO, hotel_name: ATTACK }) : Response.json({ title: 'not_found' }, { status: 404 });
    };
    server = await serveStaticSite({ roots: [root], port: 0, spaFallback: true, fillDocument: fillHotelHeader(cachedHotelSettings(API, fetchSettings), API, ['localhost']) });
    const port = (server.address() as AddressInfo).port;
    const read = async (host: string, query: string) => parse(await (await fetch(`http://${host}:${port}/booking/result${query}`)).text());
    expect(await read('127.0.0.1', '?hotel_code=sakura-hakone')).toMatchObject({ name: ATTACK, dir: null, scripts: parse(TEMPLATE).scripts });
    expect(await read('127.0.0.1', '?hotel_code=sakura-hakone&locale=ar')).toMatchObject({ name: ATTACK, dir: 'rtl' });
    expect(await read('127.0.0.1', '?hotel_code=elsewhere')).toMatchObject({ meta: '', name: null });
    expect(await read('localhost', '?hotel_code=sakura-hakone')).toMatchObject({ meta: '', name: null });
    expect(asked).toEqual(['sakura-hakone', 'elsewhere']);
  });
});
