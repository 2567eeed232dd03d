import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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
  /** Answer unknown paths without a file extension with index.html (a single-page app's client routes). */
  spaFallback: boolean;
  /** Rewrites HTML as it is served (fills in addresses that differ per run). */
  transformHtml?: (html: string) => string;
  /** Paths served with Access-Control-Allow-Origin: * (scripts a host page on another origin imports). */
  publicCorsPaths?: string[];
  /**
   * Headers of each HTML document (its Content-Security-Policy), given the address asked for and a nonce made for
   * this response, which also replaces `noncePlaceholder` in the HTML.
   */
  documentHeaders?: (url: URL, nonce: string) => Promise<Record<string, string>>;
  noncePlaceholder?: string;
};

/** A small file server for the built app, loader and demo host; production serves these from a CDN. */
export function serveStaticSite(options: StaticSiteOptions): Promise<Server> {
  const server = createServer((request, response) => {
    handle(options, new URL(request.url ?? '/', `http://${request.headers.host ?? 'local'}`), request.method ?? 'GET')
      .then((result) => {
        const headers: Record<string, string> = {
          'Content-Type': result.type,
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
          ...result.headers,
        };
        if (options.publicCorsPaths?.includes(result.pathname)) headers['Access-Control-Allow-Origin'] = '*';
        response.writeHead(result.status, headers);
        if (result.body !== undefined) response.end(result.body);
        else if (result.file) createReadStream(result.file).pipe(response);
        else response.end();
      })
      .catch(() => {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end('Internal error');
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

type Result = { status: number; type: string; pathname: string; body?: string; file?: string; headers?: Record<string, string> };

async function handle(options: StaticSiteOptions, url: URL, method: string): Promise<Result> {
  const pathname = decodeURIComponent(url.pathname);
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, type: 'text/plain', pathname, body: 'Method not allowed' };

  const wanted = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const file = await findFile(options.roots, wanted);
  if (file) return serveFile(options, file, url);

  if (options.spaFallback && !extname(pathname)) {
    const index = await findFile(options.roots, '/index.html');
    if (index) return serveFile(options, index, url);
  }
  return { status: 404, type: 'text/plain; charset=utf-8', pathname, body: 'Not found' };
}

async function serveFile(options: StaticSiteOptions, file: string, url: URL): Promise<Result> {
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const pathname = decodeURIComponent(url.pathname);
  if (extname(file) !== '.html' || (!options.transformHtml && !options.documentHeaders)) return { status: 200, type, pathname, file };

  let body = await readFile(file, 'utf8');
  if (options.transformHtml) body = options.transformHtml(body);
  if (!options.documentHeaders) return { status: 200, type, pathname, body };
  // A new nonce for every document: a page that could read one answer's nonce learns nothing about the next.
  const nonce = randomBytes(18).toString('base64');
  if (options.noncePlaceholder) body = body.replaceAll(options.noncePlaceholder, nonce);
  return { status: 200, type, pathname, body, headers: await options.documentHeaders(url, nonce) };
}

async function findFile(roots: string[], pathname: string): Promise<string | undefined> {
  for (const root of roots) {
    const candidate = normalize(join(root, pathname));
    // Refuse anything that climbs out of the root (../ in the request).
    if (!candidate.startsWith(normalize(root + sep))) continue;
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}
