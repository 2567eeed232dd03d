// Issue 13: the static server's headers for app documents (scripts/lib/app-csp.ts, ADR 196). Before it, documents
// carried no Content-Security-Policy at all: any page could frame the app and any injected script ran.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appDocumentHeaders, cachedHotelSettings, CSP_NONCE_PLACEHOLDER, parentOriginsFromSettings } from '#scripts/lib/app-csp.ts';
import { serveStaticSite, type SiteServer } from '#scripts/lib/static-site.ts';

const API = 'http://api.test:8787';
const HOST = 'https://hotel.example';

let server: SiteServer | undefined;
let root: string | undefined;
afterEach(() => {
  server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A settings call that answers Tokyo's parents (plus a value that is no origin), counting what it is asked. */
function fakeSettings(answer: (code: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const fetchSettings = ((input: string | URL | Request) => {
    const code = /\/hotels\/([^/]+)\/settings\/booking_widget$/.exec(String(input))?.[1] ?? '';
    asked.push(code);
    // As fetch does, a failure is a rejected promise.
    return new Promise<Response>((resolve) => resolve(answer(code)));
  }) as typeof fetch;
  return { asked, fetchSettings };
}

const tokyoOnly = (code: string) =>
  code === 'sakura-tokyo'
    ? Response.json({ allowed_parent_origins: [HOST, "https://evil.example; script-src 'unsafe-inline'"] })
    : Response.json({ title: 'not_found' }, { status: 404 });

async function serveApp(fetchSettings: typeof fetch): Promise<string> {
  root = mkdtempSync(join(tmpdir(), 'app-csp-'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/app.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
  );
  writeFileSync(join(root, 'app.js'), 'export {};');
  server = await serveStaticSite({
    roots: [root],
    port: 0,
    spaFallback: true,
    documentHeaders: appDocumentHeaders(API, parentOriginsFromSettings(cachedHotelSettings(API, fetchSettings))),
    noncePlaceholder: CSP_NONCE_PLACEHOLDER,
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function directives(response: Response): Map<string, string> {
  return new Map(
    (response.headers.get('Content-Security-Policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('app documents', () => {
  it('carry a fresh nonce per document, in the policy and on every tag, and no inline or foreign script source', async () => {
    const app = await serveApp(fakeSettings(tokyoOnly).fetchSettings);
    const first = await fetch(`${app}/booking/result?hotel_code=sakura-tokyo`);
    const second = await fetch(`${app}/booking/result?hotel_code=sakura-tokyo`);
    const nonces = [];
    for (const response of [first, second]) {
      const scriptSrc = directives(response).get('script-src') ?? '';
      const nonce = /^'self' 'nonce-([A-Za-z0-9+/=]{24})'$/.exec(scriptSrc)?.[1];
      expect(nonce, scriptSrc).toBeDefined();
      const html = await response.text();
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      nonces.push(nonce);
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    const policy = directives(first);
    expect(policy.get('connect-src')).toBe(`'self' ${API}`);
    expect(policy.get('frame-src')).toBe(API);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
  });

  it('may be framed only by the hotel’s allowed parents; a value that is no origin cannot add a directive', async () => {
    const { asked, fetchSettings } = fakeSettings(tokyoOnly);
    const app = await serveApp(fetchSettings);
    const response = await fetch(`${app}/booking/result?hotel_code=sakura-tokyo&locale=en`);
    expect(directives(response).get('frame-ancestors')).toBe(HOST);
    expect(response.headers.get('Content-Security-Policy')).not.toContain('evil.example');
    // Cached: a second document of the same hotel does not ask again.
    await fetch(`${app}/reservation/guest-detail?hotel_code=sakura-tokyo`);
    expect(asked).toEqual(['sakura-tokyo']);
  });

  it('may be framed by nobody when the hotel code is missing, unknown or not a code, and never sends such a code on', async () => {
    const { asked, fetchSettings } = fakeSettings(tokyoOnly);
    const app = await serveApp(fetchSettings);
    for (const query of ['', '?hotel_code=no-such-hotel', '?hotel_code=..%2F..%2Fadmin', '?hotel_code=a%20b']) {
      const response = await fetch(`${app}/booking/result${query}`);
      expect(response.status).toBe(200);
      expect(directives(response).get('frame-ancestors'), query).toBe("'none'");
    }
    expect(asked).toEqual(['no-such-hotel']);
  });

  it('fails closed when the API does not answer, and asks again next time', async () => {
    let up = false;
    const { asked, fetchSettings } = fakeSettings((code) => {
      if (!up) throw new Error('connection refused');
      return tokyoOnly(code);
    });
    const app = await serveApp(fetchSettings);
    expect(directives(await fetch(`${app}/?hotel_code=sakura-tokyo`)).get('frame-ancestors')).toBe("'none'");
    up = true;
    expect(directives(await fetch(`${app}/?hotel_code=sakura-tokyo`)).get('frame-ancestors')).toBe(HOST);
    expect(asked).toEqual(['sakura-tokyo', 'sakura-tokyo']);
  });

  it('fails closed on a 503 from the API, without keeping it: the next document asks again', async () => {
    let up = false;
    const { asked, fetchSettings } = fakeSettings((code) => (up ? tokyoOnly(code) : Response.json({}, { status: 503 })));
    const app = await serveApp(fetchSettings);
    expect(directives(await fetch(`${app}/?hotel_code=sakura-tokyo`)).get('frame-ancestors')).toBe("'none'");
    up = true;
    expect(directives(await fetch(`${app}/?hotel_code=sakura-tokyo`)).get('frame-ancestors')).toBe(HOST);
    expect(asked).toEqual(['sakura-tokyo', 'sakura-tokyo']);
  });

  it('leaves scripts and other files without a document policy', async () => {
    const app = await serveApp(fakeSettings(tokyoOnly).fetchSettings);
    const script = await fetch(`${app}/app.js`);
    expect(script.headers.get('Content-Security-Policy')).toBeNull();
    expect(script.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
