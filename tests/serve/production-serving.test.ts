// Issue 20: the stack's static server answers as a CDN in front of production does (ADR 210, docs/deploy.md):
// the build's brotli and gzip siblings by Accept-Encoding, documents compressed as they are sent with their
// per-response nonce, and each kind of file with its own Cache-Control.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { connect, constants as http2 } from 'node:http2';
import { request as requestTls } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDocumentHeaders, CSP_NONCE_PLACEHOLDER } from '#scripts/lib/app-csp.ts';
import { appCacheControl, CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_STABLE_SCRIPT, isEmbedScript } from '#scripts/lib/cache-policy.ts';
import { getTrusting, makeLocalCertificate, type LocalCertificate } from '#scripts/lib/local-certificate.ts';
import { precompressFolder } from '#scripts/lib/precompress.ts';
import { acceptedEncodings, serveStaticSite, type SiteServer } from '#scripts/lib/static-site.ts';

const SCRIPT = `export const rooms = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ room: `Room type ${index}`, price: 10_000 + index })))};\n`;
const ELEMENT = 'element.Bt71KRqx.js';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET (or HEAD) with exactly the headers given: Node's fetch would add its own Accept-Encoding and decode. */
function get(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((done, fail) => {
    const call = request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', fail);
    call.end();
  });
}

describe('build-time compression', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hbw-precompress-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-AbCdEf12.js'), SCRIPT);
    writeFileSync(join(root, 'assets', 'app-AbCdEf12.css'), `.room{color:red}\n`.repeat(100));
    writeFileSync(join(root, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(root, 'index.html'), `<!doctype html>${'<p>text</p>'.repeat(200)}`);
    writeFileSync(join(root, 'tiny.js'), 'x');
    // Left over from an earlier build whose file is gone.
    writeFileSync(join(root, 'assets', 'app-Old00000.js.br'), 'stale');
    precompressFolder(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes brotli and gzip siblings that decode to the file', () => {
    const file = join(root, 'assets', 'app-AbCdEf12.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(existsSync(join(root, 'assets', 'app-AbCdEf12.css.br'))).toBe(true);
  });

  it('leaves images, documents (nonce per response) and files it cannot shrink alone, and drops stale siblings', () => {
    for (const left of ['assets/logo.png.br', 'index.html.br', 'index.html.gz', 'tiny.js.br', 'tiny.js.gz', 'assets/app-Old00000.js.br']) {
      expect(existsSync(join(root, left)), left).toBe(false);
    }
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.8', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, identity', []],
    ['identity', []],
  ] as const)('%s allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('cache policy of the app origin', () => {
  it.each([
    ['/assets/app-DKrN0iqQ.js', CACHE_IMMUTABLE],
    ['/assets/results-route-CsKSkzz9.css', CACHE_IMMUTABLE],
    [`/${ELEMENT}`, CACHE_IMMUTABLE],
    ['/loader.1953c32ee0.js', CACHE_IMMUTABLE],
    ['/loader.js', CACHE_STABLE_SCRIPT],
    ['/frame-host.js', CACHE_STABLE_SCRIPT],
    ['/element.js', CACHE_REVALIDATE],
    ['/loader.js.map', CACHE_REVALIDATE],
    ['/favicon.svg', CACHE_REVALIDATE],
  ])('%s: %s', (path, expected) => {
    expect(appCacheControl(path)).toBe(expected);
  });

  it('opens only the embed scripts to other origins', () => {
    expect(['/loader.js', `/${ELEMENT}`, '/frame-host.js', '/loader.1953c32ee0.js'].every(isEmbedScript)).toBe(true);
    expect(['/assets/app-DKrN0iqQ.js', '/index.html', '/loader.js.map', '/embed.json'].some(isEmbedScript)).toBe(false);
  });
});

describe('the static server', () => {
  let root: string;
  let loaderRoot: string;
  let server: SiteServer;
  let origin: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hbw-serve-app-'));
    loaderRoot = mkdtempSync(join(tmpdir(), 'hbw-serve-loader-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-AbCdEf12.js'), SCRIPT);
    writeFileSync(join(root, 'assets', 'photo-AbCdEf12.png'), Buffer.alloc(2048, 1));
    const page = `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">${'<p>Results</p>'.repeat(100)}<script type="module" src="/assets/app-AbCdEf12.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`;
    writeFileSync(join(root, 'index.html'), page);
    mkdirSync(join(root, 'booking', 'result'), { recursive: true });
    writeFileSync(join(root, 'booking', 'result', 'index.html'), page.replace('<p>Results</p>', '<p>Results document</p>'));
    writeFileSync(join(loaderRoot, 'loader.js'), SCRIPT);
    writeFileSync(join(loaderRoot, ELEMENT), SCRIPT);
    precompressFolder(root);
    precompressFolder(loaderRoot);
    server = await serveStaticSite({
      roots: [root, loaderRoot],
      port: 0,
      spaFallback: true,
      publicCors: isEmbedScript,
      cacheControl: appCacheControl,
      documentHeaders: appDocumentHeaders('http://api.test', () => Promise.resolve([])),
      noncePlaceholder: CSP_NONCE_PLACEHOLDER,
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(loaderRoot, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that takes brotli, typed and sized, cached for good', async () => {
    const answer = await get(origin, '/assets/app-AbCdEf12.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip where brotli is not taken, and the file itself where nothing is', async () => {
    const gzip = await get(origin, '/assets/app-AbCdEf12.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get(origin, '/assets/app-AbCdEf12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the length and no body', async () => {
    const head = await get(origin, '/assets/app-AbCdEf12.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('sends a file with no compressed sibling as it is, with no Vary', async () => {
    const photo = await get(origin, '/assets/photo-AbCdEf12.png', { 'Accept-Encoding': 'br' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers.vary).toBeUndefined();
    expect(photo.body.length).toBe(2048);
  });

  it('compresses each document as it sends it, with a fresh nonce that matches its policy, never cached as is', async () => {
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const document = await get(origin, '/booking/result?hotel_code=sakura-tokyo', { 'Accept-Encoding': 'br, gzip' });
      expect(document.headers['content-encoding']).toBe('br');
      expect(document.headers['cache-control']).toBe('no-cache');
      expect(document.headers.vary).toBe('Accept-Encoding');
      expect(document.headers['content-length']).toBe(String(document.body.length));
      const html = brotliDecompressSync(document.body).toString();
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(document.headers['content-security-policy']))?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(html).toContain(`<script type="module" src="/assets/app-AbCdEf12.js" nonce="${nonce}">`);
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);

    const gzip = await get(origin, '/', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toContain('<p>Results</p>');
    const plain = await get(origin, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<p>Results</p>');
  });

  it('answers a landing route’s address with its own document, with or without the slash, and any other with index.html', async () => {
    const html = async (path: string) => {
      const answer = await get(origin, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy'], path).toContain("script-src 'self' 'nonce-");
      return answer.body.toString();
    };
    for (const path of ['/booking/result', '/booking/result/', '/booking/result?hotel_code=sakura-tokyo&locale=en']) {
      const body = await html(path);
      expect(body, path).toContain('<p>Results document</p>');
      expect(body, path).not.toContain(CSP_NONCE_PLACEHOLDER);
    }
    for (const path of ['/', '/booking', '/booking/result/more', '/reservation/guest-detail', '/hotels/sakura-tokyo']) {
      expect(await html(path), path).not.toContain('<p>Results document</p>');
    }
  });

  it('keeps loader.js at its address for five minutes and the hashed element for good, both open to other origins', async () => {
    const loader = await get(origin, '/loader.js', { 'Accept-Encoding': 'br' });
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['content-encoding']).toBe('br');
    const element = await get(origin, `/${ELEMENT}`, { 'Accept-Encoding': 'gzip' });
    expect(element.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(element.headers['access-control-allow-origin']).toBe('*');
    expect(gunzipSync(element.body).toString()).toBe(SCRIPT);
  });

  it('never marks a missing hashed asset as cacheable', async () => {
    const missing = await get(origin, '/assets/app-Missing0.js', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});

// ADR 294: served as a CDN serves production, over HTTPS with HTTP/2; the bench's Lighthouse audits this.
describe('the static server over TLS', () => {
  let root: string;
  let server: SiteServer;
  let origin: string;
  let certificate: LocalCertificate;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hbw-serve-tls-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-AbCdEf12.js'), SCRIPT);
    writeFileSync(join(root, 'index.html'), '<!doctype html><p>Results</p>');
    precompressFolder(root);
    certificate = await makeLocalCertificate();
    server = await serveStaticSite({ roots: [root], port: 0, spaFallback: true, cacheControl: appCacheControl, tls: certificate });
    origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers HTTP/2 with the same compressed file and caching as over HTTP/1.1', async () => {
    const session = connect(origin, { ca: certificate.cert });
    try {
      const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
        const stream = session.request({ [http2.HTTP2_HEADER_PATH]: '/assets/app-AbCdEf12.js', 'accept-encoding': 'br' });
        const chunks: Buffer[] = [];
        let headers: Record<string, unknown> = {};
        stream.on('response', (received) => (headers = received));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done({ headers, body: Buffer.concat(chunks) }));
        stream.on('error', fail);
        stream.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.headers[':status']).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    } finally {
      session.close();
    }
  });

  it('still answers a client that speaks only HTTP/1.1, and a client that does not trust the certificate gets nothing', async () => {
    // getTrusting is the stack's own HTTPS GET, which speaks HTTP/1.1 only.
    const viaHttp1 = await (await getTrusting(certificate)(`${origin}/`)).text();
    expect(viaHttp1).toContain('<p>Results</p>');

    const untrusted = new Promise((done, fail) => requestTls(`${origin}/`, done).on('error', fail).end());
    await expect(untrusted).rejects.toThrow(/self-signed|self signed/);
  });

  it("lets the stack's own reads trust this run's certificate and no other", async () => {
    const answer = await getTrusting(certificate)(`${origin}/missing.txt`);
    expect(answer.status).toBe(404);
    const found = await getTrusting(certificate)(`${origin}/`);
    expect(await found.text()).toContain('<p>Results</p>');
    await expect(getTrusting(await makeLocalCertificate())(`${origin}/`)).rejects.toThrow(/self-signed|self signed/);
  });
});
