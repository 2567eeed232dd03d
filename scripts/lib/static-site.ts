import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ENCODINGS, type Encoding } from './precompress';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export type StaticSiteOptions = {
  /** Folders searched in order for a request path. */
  roots: string[];
  port: number;
  /**
   * Answer unknown paths without a file extension with index.html (a single-page app's client routes); a path whose
   * folder holds an index.html of its own gets that one.
   */
  spaFallback: boolean;
  /** Rewrites HTML as it is served (fills in addresses that differ per run). */
  transformHtml?: (html: string) => string;
  /** Paths served with Access-Control-Allow-Origin: * (scripts a host page on another origin imports). */
  publicCors?: (pathname: string) => boolean;
  /** Cache-Control of a file that is not a document, by its path; `no-cache` when not given. Documents are `no-cache`. */
  cacheControl?: (pathname: string) => string;
  /**
   * Headers of each HTML document (its Content-Security-Policy), given the address asked for and a nonce made for
   * this response, which also replaces `noncePlaceholder` in the HTML.
   */
  documentHeaders?: (url: URL, nonce: string) => Promise<Record<string, string>>;
  /** Fills each HTML document for the address asked for (the hotel's header bar, ADR 296), after `transformHtml`. */
  fillDocument?: (url: URL, html: string) => Promise<string>;
  noncePlaceholder?: string;
  /**
   * Serve HTTPS with HTTP/2, as a CDN does (HTTP/1.1 for a client that does not offer h2), with this key and
   * certificate; plain HTTP/1.1 without (ADR 294).
   */
  tls?: { key: string; cert: string };
};

export type SiteServer = Server | Http2SecureServer;

/**
 * A small file server for the built app, loader and demo host that answers as the CDN in front of a production
 * deployment does (docs/deploy.md, ADR 210): the build's brotli or gzip sibling of a file when the browser accepts
 * it, documents compressed as they are sent, and each kind of file with its own Cache-Control.
 */
export function serveStaticSite(options: StaticSiteOptions): Promise<SiteServer> {
  const answer = (request: IncomingMessage | Http2ServerRequest, response: ServerResponse | Http2ServerResponse) => {
    const method = request.method ?? 'GET';
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    handle(options, new URL(request.url ?? '/', `http://${request.headers.host ?? 'local'}`), method, accepted)
      .then((result) => {
        const headers: Record<string, string> = {
          'Content-Type': result.type,
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
          ...result.headers,
        };
        if (options.publicCors?.(result.pathname)) headers['Access-Control-Allow-Origin'] = '*';
        response.writeHead(result.status, headers);
        if (method === 'HEAD') response.end();
        else if (result.body !== undefined) response.end(result.body);
        else if (result.file) createReadStream(result.file).pipe(response);
        else response.end();
      })
      .catch(() => {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end('Internal error');
      });
  };
  const server = options.tls ? createSecureServer({ ...options.tls, allowHTTP1: true }, answer) : createServer(answer);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

type Result = { status: number; type: string; pathname: string; body?: string | Buffer; file?: string; headers?: Record<string, string> };

/**
 * The encodings the request's Accept-Encoding allows, in the server's order of preference (brotli, then gzip);
 * `q=0` refuses one, `*` stands for any not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  return ENCODINGS.map(({ name }) => name).filter((name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0);
}

async function handle(options: StaticSiteOptions, url: URL, method: string, accepted: Encoding[]): Promise<Result> {
  const pathname = decodeURIComponent(url.pathname);
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, type: 'text/plain', pathname, body: 'Method not allowed' };

  const wanted = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const file = await findFile(options.roots, wanted);
  if (file) return serveFile(options, file, url, accepted);
  // A folder's own document (a landing route's, ADR 283) for its address without the slash, as static hosts do.
  const folderDocument = !extname(pathname) && !pathname.endsWith('/') ? await findFile(options.roots, `${pathname}/index.html`) : undefined;
  if (folderDocument) return serveFile(options, folderDocument, url, accepted);

  if (options.spaFallback && !extname(pathname)) {
    const index = await findFile(options.roots, '/index.html');
    if (index) return serveFile(options, index, url, accepted);
  }
  return { status: 404, type: 'text/plain; charset=utf-8', pathname, body: 'Not found' };
}

async function serveFile(options: StaticSiteOptions, file: string, url: URL, accepted: Encoding[]): Promise<Result> {
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const pathname = decodeURIComponent(url.pathname);
  if (extname(file) === '.html') return serveDocument(options, file, url, type, accepted);

  const cacheControl = options.cacheControl?.(pathname) ?? 'no-cache';
  // The build's compressed siblings (scripts/build-compressed.ts): the first the browser accepts, else the file.
  const variants = await Promise.all(ENCODINGS.map(async ({ name, suffix }) => ({ name, info: await fileInfo(`${file}${suffix}`) })));
  const vary = variants.some(({ info }) => info) ? { Vary: 'Accept-Encoding' } : undefined;
  const chosen = variants.find(({ name, info }) => info && accepted.includes(name));
  const suffix = ENCODINGS.find(({ name }) => name === chosen?.name)?.suffix;
  if (chosen?.info && suffix) {
    const headers = { 'Cache-Control': cacheControl, 'Content-Encoding': chosen.name, 'Content-Length': String(chosen.info.size), ...vary };
    return { status: 200, type, pathname, file: `${file}${suffix}`, headers };
  }
  const size = (await fileInfo(file))?.size ?? 0;
  return { status: 200, type, pathname, file, headers: { 'Cache-Control': cacheControl, 'Content-Length': String(size), ...vary } };
}

/**
 * An HTML document: filled in and given its own nonce per response, so never cached as it is (`no-cache`) and
 * never compressed ahead of time; it is compressed here, as it is sent (a few KB, at a fast setting).
 */
async function serveDocument(options: StaticSiteOptions, file: string, url: URL, type: string, accepted: Encoding[]): Promise<Result> {
  const pathname = decodeURIComponent(url.pathname);
  let html = await readFile(file, 'utf8');
  if (options.transformHtml) html = options.transformHtml(html);
  if (options.fillDocument) html = await options.fillDocument(url, html);
  let headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
  if (options.documentHeaders) {
    // A new nonce for every document: a page that could read one answer's nonce learns nothing about the next.
    const nonce = randomBytes(18).toString('base64');
    if (options.noncePlaceholder) html = html.replaceAll(options.noncePlaceholder, nonce);
    headers = { ...headers, ...(await options.documentHeaders(url, nonce)) };
  }
  const encoding = accepted[0];
  const body = encoding ? compressDocument(encoding, Buffer.from(html)) : Buffer.from(html);
  return {
    status: 200,
    type,
    pathname,
    body,
    headers: { ...headers, Vary: 'Accept-Encoding', 'Content-Length': String(body.length), ...(encoding && { 'Content-Encoding': encoding }) },
  };
}

function compressDocument(encoding: Encoding, html: Buffer): Buffer {
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
}

async function fileInfo(path: string): Promise<{ size: number } | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { size: info.size } : undefined;
}

async function findFile(roots: string[], pathname: string): Promise<string | undefined> {
  for (const root of roots) {
    const candidate = normalize(join(root, pathname));
    // Refuse anything that climbs out of the root (../ in the request).
    if (!candidate.startsWith(normalize(root + sep))) continue;
    if (await fileInfo(candidate)) return candidate;
  }
  return undefined;
}
