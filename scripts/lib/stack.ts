import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { todayIn } from '#domain/rules/nights.ts';
import { createApiApp, DEFAULT_RATE_LIMITS, isSeeded, openDatabase, perAddressTimes, seedDatabase, startSweep, type RateLimits } from '#server/src/index.ts';
import { appDocumentHeaders, cachedHotelSettings, CSP_NONCE_PLACEHOLDER, parentOriginsFromSettings, paymentScriptOriginsFromSettings } from './app-csp';
import { fillHotelHeader } from './document-hotel-header';
import { appCacheControl, isEmbedScript } from './cache-policy';
import { getTrusting, type LocalCertificate } from './local-certificate';
import { serveStaticSite, type SiteServer } from './static-site';

export type StackOptions = {
  apiPort: number;
  appPort: number;
  demoPort: number;
  dbPath: string;
  build: boolean;
  /** The API's rate limits; production's by default (a test stack passes its own, see testRateLimits). */
  rateLimits?: RateLimits;
  /** Lets the demo hotel's own pages call the API: the bench's bare page, the floor the embed is compared with. */
  hostCallsApi?: boolean;
  /**
   * The app and the API over HTTPS and HTTP/2 with this certificate, as a CDN and the provider serve them in
   * production: the bench's Lighthouse audits (ADR 294). The demo host stays plain HTTP, as the tests use it.
   */
  tls?: LocalCertificate;
};

/**
 * The host name the travel-agency (OTA) variant answers on: the same app server and build, told apart by host
 * (ADR 120). Browsers resolve every *.localhost name to this machine.
 */
export const OTA_HOST = 'ota.localhost';

/**
 * The demo hotel's host: another site than the app's (localhost), as a hotel's site always is, so the demo and the
 * browser tests run the real cross-site embed (third-party storage rules, partitioned cookies). A loopback IP
 * address needs no name mapping in any engine (ADR 200).
 */
export const DEMO_HOST = '127.0.0.1';

export type Stack = {
  urls: { api: string; app: string; demo: string; ota: string };
  stop: () => Promise<void>;
};

// Two folders up from scripts/lib, and from dist/server where the compiled server runs (scripts/build-server.ts).
const ROOT = resolve(import.meta.dirname, '../..');
/** Where the build goes and is served from; DIST_DIR keeps parallel runs apart. */
export const DIST = resolve(ROOT, process.env.DIST_DIR ?? 'dist');

export function readPort(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

/**
 * Builds what the stack serves, the loader and the app, into DIST, with their compressed siblings (the server runs
 * from source or is built apart).
 */
export function buildAll(): void {
  for (const script of ['build:loader', 'build:app', 'build:compress']) {
    const result = spawnSync('npm', ['run', script, '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('build failed');
  }
}

/** Starts the API and the app (with the loader) on localhost, and the demo host on another site. */
export async function startStack(options: StackOptions): Promise<Stack> {
  if (options.build) buildAll();
  for (const built of ['app/index.html', 'loader/loader.js', 'loader/embed.json']) {
    if (!existsSync(resolve(DIST, built))) throw new Error(`${resolve(DIST, built)} is missing: run npm run build`);
  }
  // The pinned loader and its integrity hash the build wrote (rollup.config.ts), for the demo's pinned page.
  const embed = JSON.parse(readFileSync(resolve(DIST, 'loader/embed.json'), 'utf8')) as { pinned: string; integrity: string };

  const tls = options.tls;
  const scheme = tls ? 'https' : 'http';
  const urls = {
    api: `${scheme}://localhost:${options.apiPort}`,
    app: `${scheme}://localhost:${options.appPort}`,
    demo: `http://${DEMO_HOST}:${options.demoPort}`,
    ota: `${scheme}://${OTA_HOST}:${options.appPort}`,
  };

  mkdirSync(dirname(options.dbPath), { recursive: true });
  const db = openDatabase(options.dbPath);
  if (!isSeeded(db)) {
    // The demo pages are the hotels' hosts (another site than the app's, ADR 200); its chatbot and LIFF pages
    // (same server) are also their chatbot hosts.
    const demoOrigins = [urls.demo];
    seedDatabase(db, { today: todayIn('Asia/Tokyo'), allowedParentOrigins: demoOrigins, chatbotHostOrigins: demoOrigins });
  }

  // E2E_FAULTS=1 (the browser tests' stack only) mounts the fault switch the fault specs drive.
  const api = createApiApp({
    db,
    corsOrigins: [urls.app, `http://127.0.0.1:${options.appPort}`, urls.ota, ...(options.hostCallsApi ? [urls.demo] : [])],
    faults: process.env.E2E_FAULTS === '1',
    // The stand-in server's mail outbox (/__outbox) shows the mails the flows send.
    outbox: true,
    ...(options.rateLimits && { rateLimits: options.rateLimits }),
  });
  // Expiry and purges run on a timer beside the API, never on a request (ADR 198).
  const sweeper = startSweep(db);
  const apiServer = await new Promise<SiteServer>((ready, fail) => {
    const listen = { fetch: api.fetch, port: options.apiPort, hostname: '127.0.0.1' };
    const server = tls
      ? serve({ ...listen, createServer: createSecureServer, serverOptions: { key: tls.key, cert: tls.cert, allowHTTP1: true } }, () => ready(server as SiteServer))
      : serve(listen, () => ready(server as SiteServer));
    server.once('error', fail);
  });

  // One cached read of each hotel's settings gives its document its parent and payment script origins and its header.
  const hotelSettings = cachedHotelSettings(urls.api, tls ? getTrusting(tls) : fetch);
  const appServer = await serveStaticSite({
    roots: [resolve(DIST, 'app'), resolve(DIST, 'loader')],
    port: options.appPort,
    spaFallback: true,
    // The app learns its API address here, so one build serves any ports (and production its own base).
    transformHtml: (html) =>
      html
        .replace('<meta name="api-base-url" content="">', `<meta name="api-base-url" content="${urls.api}">`)
        .replace('<meta name="ota-hosts" content="">', `<meta name="ota-hosts" content="${OTA_HOST}">`),
    publicCors: isEmbedScript,
    // As a CDN in front of production keeps them (docs/deploy.md): hashed files for good, loader.js five minutes.
    cacheControl: appCacheControl,
    // Each app document gets its own nonce and a policy framing it only from its hotel's registered origins (ADR 196).
    documentHeaders: appDocumentHeaders(urls.api, parentOriginsFromSettings(hotelSettings), paymentScriptOriginsFromSettings(urls.api, hotelSettings)),
    noncePlaceholder: CSP_NONCE_PLACEHOLDER,
    // The hotel's header bar is in its document, for the first paint (ADR 296).
    fillDocument: fillHotelHeader(hotelSettings, urls.api, [OTA_HOST]),
    ...(tls && { tls: { key: tls.key, cert: tls.cert } }),
  });

  const demoServer = await serveStaticSite({
    roots: [resolve(ROOT, 'demo-host')],
    port: options.demoPort,
    spaFallback: false,
    // The LINE LIFF page sends the guest to the stand-in LINE login, which the API plays.
    transformHtml: (html) =>
      html
        .replaceAll('%APP_ORIGIN%', urls.app)
        .replaceAll('%API_ORIGIN%', urls.api)
        .replaceAll('%PINNED_LOADER%', embed.pinned)
        .replaceAll('%PINNED_INTEGRITY%', embed.integrity),
  });

  const closers = [apiServer, appServer, demoServer].map(closerOf);
  return {
    urls,
    stop: async () => {
      await Promise.all(closers.map((close) => close()));
      sweeper.stop();
      db.close();
    },
  };
}

/**
 * Closes a server at once: close() alone waits for every keep-alive and HTTP/2 connection a browser left open, so
 * the connections are kept from the start and ended with it.
 */
function closerOf(server: SiteServer): () => Promise<void> {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return () =>
    new Promise<void>((done) => {
      server.close(() => done());
      for (const socket of open) socket.destroy();
    });
}

/**
 * The rate limits of a test stack: production's, with 20 times the allowance per address. A browser suite is every
 * guest of every test behind one address; the limits themselves are attacked in tests/security/rate-limits.test.ts.
 */
export const testRateLimits = (): RateLimits => perAddressTimes(DEFAULT_RATE_LIMITS, 20);
