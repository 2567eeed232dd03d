// The app document's preload table (issue 20, ADR 211): a tiny inline script, written into index.html at build
// time, that asks for the landing route's chunks and the active language's catalogs while the entry still
// downloads, and opens the connection to the API. Without it they would wait for the entry to run (router, then
// i18n): two round trips later on a phone. It also sends the startup's first two calls, settings and client session,
// while the entry downloads and runs, and leaves them for the app to take (ADR 272, app/src/api/early-calls.ts), and
// loads ICU's data while the CPU has nothing else to do (ADR 286).
// The landing routes' own addresses get a document of their own whose head already holds the route's links, so
// the script only adds the language's catalogs there: a link a script inserts costs the main thread far more than
// one the parser reads (ADR 283).
import type { Plugin, Rolldown } from 'vite';
import { REQUEST_HEADERS } from '../../domain/contracts/headers';
import { CSP_NONCE_PLACEHOLDER } from './app-csp';
import { addCompileHints } from './compile-hints';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A route guests land on from outside the app: LANDING_ROUTES (app/src/app/routing/landing-routes.ts). */
type LandingRoute = { paths: readonly string[]; otaPaths: readonly string[]; module: string; namespaces: readonly string[]; startupReads?: string };

/**
 * What the app's first calls carry that only the build knows (its version header, its client credentials), and
 * where the app keeps the brand of a hotel visited before (hotel-brand-key.ts).
 */
export type StartupCallValues = { appVersion: string; clientKey: string; clientSecret: string; hotelBrandKey: (hotelCode: string) => string };

/** The shell's catalogs on every route (SHELL_NAMESPACES in app/src/i18n/i18n.ts). */
export const SHELL_NAMESPACES = ['common', 'auth'];
/** catalog-{locale}-{namespace}-{hash of 8}.js (vite.config.ts): a namespace may hold a hyphen, a locale never. */
const CATALOG_FILE = /^assets\/catalog-(\w+?)-([\w-]+)-[\w-]{8}\.js$/;

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk's file with every chunk it imports statically, but not those the entry's own preloads already fetch. */
function withImports(bundle: OutputBundle, file: string, skip: Set<string>, into: Set<string>): void {
  const chunk = bundle[file];
  if (!chunk || chunk.type !== 'chunk' || into.has(file) || skip.has(file)) return;
  into.add(file);
  for (const imported of chunk.imports) withImports(bundle, imported, skip, into);
}

type PreloadTable = {
  routes: { paths: readonly string[]; otaPaths: readonly string[]; scripts: string[]; styles: string[]; namespaces: string[] }[];
  catalogs: Record<string, Record<string, string>>;
};

/** The table the inline script reads: routes by path, then catalogs by locale and namespace. */
export function preloadTable(bundle: OutputBundle, routes: LandingRoute[]): PreloadTable {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('startup preload: the build has no entry chunk');
  const loadedByEntry = new Set<string>();
  withImports(bundle, entry.fileName, new Set(), loadedByEntry);
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
    if (!chunk) throw new Error(`startup preload: no chunk for ${module}`);
    return chunk;
  };
  const table = routes.map(({ paths, otaPaths, module, namespaces, startupReads }) => {
    const files = new Set<string>();
    // The startup's reads first: the startup needs them before the route draws.
    if (startupReads) withImports(bundle, chunkOf(startupReads).fileName, loadedByEntry, files);
    withImports(bundle, chunkOf(module).fileName, loadedByEntry, files);
    const styles = [...files].flatMap((file) => [...((bundle[file] as OutputChunk | undefined)?.viteMetadata?.importedCss ?? [])]);
    return { paths, otaPaths, scripts: [...files], styles, namespaces: [...SHELL_NAMESPACES, ...namespaces] };
  });
  // Only the namespaces a landing route loads: the table is part of every document.
  const used = new Set(table.flatMap((route) => route.namespaces));
  const catalogs: Record<string, Record<string, string>> = {};
  for (const chunk of chunks) {
    const match = CATALOG_FILE.exec(chunk.fileName);
    if (match?.[1] && match[2] && used.has(match[2])) (catalogs[match[1]] ??= {})[match[2]] = chunk.fileName;
  }
  return { routes: table, catalogs };
}

/** The scripts a landing page runs before its first draw: the entry with its imports, and the table's routes'. */
export function landingScripts(bundle: OutputBundle, table: PreloadTable): Set<string> {
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  if (entry) withImports(bundle, entry.fileName, new Set(), files);
  for (const route of table.routes) for (const file of route.scripts) files.add(file);
  return files;
}

/**
 * The inline script (ES2020, no imports). Every link is CORS (`crossorigin`), as Vite's own script and style tags
 * are, so the browser reuses what it preloaded; the API's fetches are CORS too. The route's links are at low
 * priority, as in the landing documents (linkTags); the catalogs are not, as the startup reads them. The locale is
 * guessed as the app will pick it: the address's, else the one the guest chose last, else the browser's
 * (speakStartupLocale in start-app.ts). The browser's is overruled by the hotel's first language, so in it only the
 * loading text's catalog (common) is asked for, as the app does (issue 20); a guess that turns out wrong costs one
 * unused download, never a wrong text. On the travel-agency host (the page's `ota-hosts`, as main.tsx reads it) the
 * routes' `otaPaths` apply: its home is not the results.
 */
export function preloadScript(table: PreloadTable, calls: StartupCallValues): string {
  return `(() => {
const t = ${JSON.stringify(table)};
const add = (rel, href, as, low) => { const l = document.createElement('link'); l.rel = rel; l.href = href; if (as) l.as = as; if (low) l.fetchPriority = 'low'; l.crossOrigin = 'anonymous'; document.head.append(l); };
const api = document.querySelector('meta[name="api-base-url"]')?.content;
if (api) add('preconnect', new URL(api, location.href).origin);
const known = (l) => (l && t.catalogs[l] ? l : null);
let locale = known(new URLSearchParams(location.search).get('locale'));
if (!locale) try { locale = known(localStorage.getItem('hbw:locale')); } catch {}
const named = locale !== null;
for (const language of locale ? [] : navigator.languages) {
  const tag = language.toLowerCase();
  locale = tag.startsWith('zh') ? (/hant|-tw|-hk|-mo/.test(tag) ? 'zh_Hant' : 'zh_Hans') : known(tag.split('-')[0]);
  if (locale) break;
}
locale ??= 'ja';
const path = location.pathname.replace(/\\/+$/, '') || '/';
const host = location.hostname.toLowerCase();
const ota = (document.querySelector('meta[name="ota-hosts"]')?.content ?? '').split(',').some((h) => h.trim().toLowerCase() === host);
const under = (prefix) => path.startsWith(prefix) && /^[^/]+$/.test(path.slice(prefix.length));
const at = (p) => (p.endsWith('/*') ? under(p.slice(0, -1)) : p === path);
const route = t.routes.find((r) => (ota ? r.otaPaths : r.paths).some(at));
for (const file of route?.scripts ?? []) add('modulepreload', '/' + file, null, true);
for (const file of route?.styles ?? []) add('preload', '/' + file, 'style', true);
for (const namespace of named ? (route?.namespaces ?? ['common', 'auth']) : ['common']) { const file = t.catalogs[locale]?.[namespace]; if (file) add('modulepreload', '/' + file); }
${earlyCalls(calls)}
${WARM_INTL}
})();`;
}

/**
 * The page's first Intl objects load ICU's data: about 20 ms on a desktop for the first clock and number format,
 * four times that on a phone, whatever the zone or locale; the next ones take well under a millisecond. The startup
 * needs both before the rooms call (its default dates read the hotel's clock) and the results (their prices), so
 * the document builds one of each in a task of its own once it is parsed: the load falls while the entry downloads,
 * not between the settings' answer and the rooms call, where the entry did it (ADR 286). A timer is enough here,
 * though a hidden frame's timers may wait up to a second: one that fires late finds ICU loaded by the app's first
 * format, and costs well under a millisecond.
 */
const WARM_INTL = `setTimeout(() => { new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).formatToParts(0); new Intl.NumberFormat().format(0); });`;

/**
 * The hotels' app's first calls (startApp in app/src/app/startup/start-app.ts), sent from the document as soon as
 * it is parsed instead of once the entry has run (ADR 272): the settings, and the client session unless this
 * browser has visited the hotel before (then the app may have its session stored). Each is sent exactly as the app
 * would send it (address, body, headers, credentials) and kept in `hbwEarlyCalls` with its answer; the app's API
 * client takes an answer only for a request equal to its own but for the tracing id, and only once. On any other
 * host or address (the travel-agency site, no hotel code) nothing is sent. The language header is the app's
 * provisional one (provisionalLocale): the address's, else the one chosen last, else the browser's.
 */
function earlyCalls({ appVersion, clientKey, clientSecret, hotelBrandKey }: StartupCallValues): string {
  const name = (header: string) => JSON.stringify(header.toLowerCase());
  return `const query = new URLSearchParams(location.search);
const text = (key) => query.get(key)?.trim() || null;
const code = text('hotel_code') ?? text('code');
if (api?.trim() && route && !ota && code) {
  let said = text('locale');
  if (said === null) try { said = localStorage.getItem('hbw:locale'); } catch {}
  let speaks = known(said);
  for (const language of speaks ? [] : navigator.languages) {
    const tag = language.toLowerCase();
    speaks = tag.startsWith('zh') ? (/hant|-tw|-hk|-mo/.test(tag) ? 'zh_Hant' : 'zh_Hans') : known(tag.split('-')[0]);
    if (speaks) break;
  }
  const id = () => {
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64;
    b[8] = (b[8] & 63) | 128;
    const x = Array.from(b, (n) => n.toString(16).padStart(2, '0')).join('');
    return x.slice(0, 8) + '-' + x.slice(8, 12) + '-' + x.slice(12, 16) + '-' + x.slice(16, 20) + '-' + x.slice(20);
  };
  const base = api.trim().replace(/\\/+$/, '');
  const calls = (window.hbwEarlyCalls = []);
  const send = (method, path, body) => {
    const headers = { accept: 'application/json', ${name(REQUEST_HEADERS.tracingId)}: id(), ${name(REQUEST_HEADERS.appVersion)}: ${JSON.stringify(appVersion)}, ${name(REQUEST_HEADERS.locale)}: speaks ?? 'ja' };
    if (body) headers['content-type'] = 'application/json';
    const url = base + path;
    const answer = fetch(url, { method, headers, body, credentials: 'omit' });
    answer.catch(() => {});
    calls.push({ method, url, body: body ?? null, credentials: 'omit', headers, answer });
  };
  send('GET', '/hotels/' + encodeURIComponent(code) + '/settings/booking_widget');
  let visited = null;
  try { visited = localStorage.getItem(${JSON.stringify(hotelBrandKey(''))} + code); } catch {}
  if (visited === null) send('POST', '/api/client_sessions', JSON.stringify({ client_key: ${JSON.stringify(clientKey)}, client_secret: ${JSON.stringify(clientSecret)}, hotel_code: code }));
}`;
}

/** A document written beside index.html for one landing address, and the links its head holds. */
type LandingDocument = { fileName: string; table: PreloadTable; scripts: string[]; styles: string[] };

/**
 * The addresses that show the same route on both hosts and name no hotel in their path (/booking/result,
 * /reservation/guest-detail), each with its route's links. `/` (the results on the hotels' host, the travel
 * agency's own home on its host) and `/hotels/*` stay with index.html, whose script picks the route as before. The
 * document's table keeps its route, with no files of its own to add, so the script still knows the route's
 * catalogs and sends the early calls.
 */
function landingDocuments(table: PreloadTable): LandingDocument[] {
  return table.routes.flatMap((route) =>
    route.paths
      .filter((path) => path !== '/' && !path.includes('*') && route.otaPaths.includes(path))
      .map((path) => ({
        fileName: `${path.slice(1)}/index.html`,
        table: { routes: [{ ...route, paths: [path], otaPaths: [path], scripts: [], styles: [] }], catalogs: table.catalogs },
        scripts: route.scripts,
        styles: route.styles,
      })),
  );
}

const scriptTag = (script: string) => `<script nonce="${CSP_NONCE_PLACEHOLDER}">${script}</script>`;

/**
 * A landing document's head links, CORS like Vite's own tags so the entry's imports reuse what they fetched. At low
 * priority: nothing of the route is drawn before the entry has run the startup, so its chunks and styles come after
 * the entry, the page's styles and the language's catalogs rather than share the line with them. On a phone's slow
 * link guest detail's 32 links took half of it, and the entry arrived after them (ADR 287).
 */
function linkTags({ scripts, styles }: LandingDocument): string {
  const link = (attributes: string, file: string) => `<link ${attributes} fetchpriority="low" crossorigin href="/${file}" nonce="${CSP_NONCE_PLACEHOLDER}">`;
  return [...scripts.map((file) => link('rel="modulepreload"', file)), ...styles.map((file) => link('rel="preload" as="style"', file))].join('\n    ');
}

/**
 * The landing documents, as files beside index.html: the built index.html (its nonces, its entry's tags, its
 * skeleton) with the route's own table in place of the whole one and the route's links after it.
 */
export function landingDocumentFiles(indexHtml: string, table: PreloadTable, calls: StartupCallValues): { fileName: string; source: string }[] {
  const script = scriptTag(preloadScript(table, calls));
  if (!indexHtml.includes(script)) throw new Error('startup preload: index.html lost its preload script');
  return landingDocuments(table).map((document) => {
    const head = `${scriptTag(preloadScript(document.table, calls))}\n    ${linkTags(document)}`;
    return { fileName: document.fileName, source: indexHtml.replace(script, () => head) };
  });
}

/**
 * The preload table and early calls as an inline script in index.html, and the landing documents beside it (the
 * same page, their links in the head). The scripts those pages run before their first draw start with V8's compile
 * hint, so they compile as they stream in rather than on the main thread as the startup and the first render call
 * them (ADR 295). The client credentials are the app's own: VITE_CLIENT_KEY and
 * VITE_CLIENT_SECRET from Vite's environment, else `defaultClient` (client-session.ts).
 */
export function startupPreload(
  routes: LandingRoute[],
  app: Pick<StartupCallValues, 'appVersion' | 'hotelBrandKey'> & { defaultClient: { key: string; secret: string } },
): Plugin {
  let calls: StartupCallValues | undefined;
  let table: PreloadTable | undefined;
  let hinted = new Set<string>();
  return {
    name: 'hbw-startup-preload',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      const { appVersion, hotelBrandKey, defaultClient } = app;
      calls = { appVersion, hotelBrandKey, clientKey: env.VITE_CLIENT_KEY ?? defaultClient.key, clientSecret: env.VITE_CLIENT_SECRET ?? defaultClient.secret };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !calls) return html;
        table = preloadTable(context.bundle, routes);
        // Here, where the bundle still marks its entry.
        hinted = landingScripts(context.bundle, table);
        // First in the head after the meta tags it reads, so the downloads start before the entry's own.
        return html.replace('</title>', `</title>\n    ${scriptTag(preloadScript(table, calls))}`);
      },
    },
    // After Vite has written index.html (its nonces, its entry tags): each landing document is that page with its
    // own table and its links. After Vite has put its preload list on the chunks' first line: the hints go above it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!table || !calls || index?.type !== 'asset') return;
        for (const file of landingDocumentFiles(String(index.source), table, calls)) this.emitFile({ type: 'asset', ...file });
        addCompileHints(bundle, hinted);
      },
    },
  };
}
