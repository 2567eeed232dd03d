// @vitest-environment jsdom
// The document's startup script sends settings and client session before the entry runs (ADR 272): the app takes
// those answers instead of asking twice, and only for the very request it would send itself. An early answer for
// another hotel, another language or another client is never adopted: the app asks for its own.
import { QueryClient } from '@tanstack/react-query';
import type { Rolldown } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBookingWidgetSettings } from '#domain/contracts/settings.ts';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import { callApi } from '#app/api/api-client.ts';
import { LANDING_ROUTES } from '#app/app/routing/landing-routes.ts';
import { DEMO_CLIENT } from '#app/app/startup/demo-client.ts';
import { hotelBrandKey } from '#app/app/startup/hotel-brand-key.ts';
import { speakStartupLocale, startApp } from '#app/app/startup/start-app.ts';
import { readStartupQuery } from '#app/platform/read-startup-query.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { readTracingIds } from '#app/platform/tracing-ids.ts';
import { CSP_NONCE_PLACEHOLDER } from '#scripts/lib/app-csp.ts';
import { landingDocumentFiles, preloadScript, preloadTable, type StartupCallValues } from '#scripts/lib/startup-preload.ts';
import { someSettings } from '../../factories';

const API = 'http://api.test';
const bundle = Object.fromEntries(
  [
    { type: 'chunk', fileName: 'assets/app-1.js', imports: [], isEntry: true, facadeModuleId: null },
    { type: 'chunk', fileName: 'assets/results-route-1.js', imports: [], isEntry: false, facadeModuleId: `/repo/${LANDING_ROUTES.results.module}` },
    { type: 'chunk', fileName: 'assets/guest-detail-route-1.js', imports: [], isEntry: false, facadeModuleId: `/repo/${LANDING_ROUTES.guestDetail.module}` },
    { type: 'chunk', fileName: 'assets/guest-detail-address-reads-1.js', imports: [], isEntry: false, facadeModuleId: `/repo/${LANDING_ROUTES.guestDetail.startupReads}` },
    { type: 'chunk', fileName: 'assets/catalog-en-common-Ab_c-123.js', imports: [], isEntry: false, facadeModuleId: null },
  ].map((chunk) => [chunk.fileName, chunk]),
) as unknown as Rolldown.OutputBundle;

const BUILD: StartupCallValues = {
  appVersion: import.meta.env.VITE_APP_VERSION ?? 'dev',
  clientKey: DEMO_CLIENT.key,
  clientSecret: DEMO_CLIENT.secret,
  hotelBrandKey,
};

/** Each client session answered with a token of its own, so the test knows whose the app kept. */
function answerAll() {
  let sessions = 0;
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/api/client_sessions')) {
      sessions += 1;
      const data = { client_session: `session-token-000${sessions}`, hotel_brand_id: 427, expires_at: '2999-01-01T00:00:00Z' };
      return new Response(JSON.stringify({ data }), { status: 201 });
    }
    return new Response(JSON.stringify(someSettings({ hotel_brand_id: 427 })), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof answerAll>, path: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(path));
const SETTINGS = '/hotels/sakura-tokyo/settings/booking_widget';
const SESSIONS = '/api/client_sessions';

/**
 * The document as the static server serves it: its address, the API's address, then its inline script; index.html's,
 * or that of the landing document written for `landing` (ADR 283).
 */
function openDocument(address: string, build: StartupCallValues = BUILD, landing?: string): void {
  window.history.replaceState(null, '', address);
  const meta = document.createElement('meta');
  meta.name = 'api-base-url';
  meta.content = API;
  document.head.append(meta);
  const table = preloadTable(bundle, Object.values(LANDING_ROUTES));
  const index = `<title>Hotel booking</title><script nonce="${CSP_NONCE_PLACEHOLDER}">${preloadScript(table, build)}</script>`;
  const html = landing === undefined ? index : landingDocumentFiles(index, table, build).find(({ fileName }) => fileName === landing)?.source;
  const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html ?? '')?.[1];
  if (script === undefined) throw new Error(`no document ${landing ?? 'index.html'}`);
  new Function(script)();
}

/** As main.tsx starts the hotels' app. */
async function startAsMain(): Promise<void> {
  const query = readStartupQuery(window.location.search);
  const speaking = speakStartupLocale(query);
  await startApp(query, new QueryClient());
  await speaking;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  delete (window as Window & { hbwEarlyCalls?: unknown }).hbwEarlyCalls;
});
afterEach(() => vi.unstubAllGlobals());

describe('calls the document sends before the entry runs', () => {
  it('are sent once: the app takes their answers, and remembers their tracing ids', async () => {
    const fetchMock = answerAll();
    openDocument('/booking/result?hotel_code=sakura-tokyo&locale=en');
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(1);
    expect(callsTo(fetchMock, SESSIONS)).toHaveLength(1);
    const earlyIds = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(REQUEST_HEADERS.tracingId));

    await startAsMain();
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(1);
    expect(callsTo(fetchMock, SESSIONS)).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ clientSession: 'session-token-0001', brandId: 427 });
    expect(readTracingIds()).toEqual(expect.arrayContaining(earlyIds));
  });

  it('are sent by a landing route’s own document too, and taken as from index.html', async () => {
    const fetchMock = answerAll();
    openDocument('/reservation/guest-detail?hotel_code=sakura-tokyo&locale=en', BUILD, 'reservation/guest-detail/index.html');
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(1);
    expect(callsTo(fetchMock, SESSIONS)).toHaveLength(1);
    await startAsMain();
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(1);
    expect(callsTo(fetchMock, SESSIONS)).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ clientSession: 'session-token-0001', brandId: 427 });
  });

  it('are taken once: the same call made again is sent again', async () => {
    const fetchMock = answerAll();
    openDocument('/booking/result?hotel_code=sakura-tokyo&locale=en');
    await startAsMain();
    await callApi(getBookingWidgetSettings, { params: { hotelCode: 'sakura-tokyo' } });
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(2);
  });

  it('send no client session for a hotel visited before: the app may have one stored', async () => {
    localStorage.setItem(hotelBrandKey('sakura-tokyo'), '427');
    localStorage.setItem('hbw:client-session:427', JSON.stringify({ token: 'kept-session-token', expiresAt: '2999-01-01T00:00:00Z' }));
    const fetchMock = answerAll();
    openDocument('/booking/result?hotel_code=sakura-tokyo&locale=en');
    await startAsMain();
    expect(callsTo(fetchMock, SESSIONS)).toHaveLength(0);
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(1);
    expect(useSessionStore.getState().clientSession).toBe('kept-session-token');
  });

  it('are never adopted for another hotel: the app asks for its own settings and session', async () => {
    const fetchMock = answerAll();
    // The document was opened for another hotel; the address the app starts from names this one.
    openDocument('/booking/result?hotel_code=other-hotel&locale=en');
    window.history.replaceState(null, '', '/booking/result?hotel_code=sakura-tokyo&locale=en');
    await startAsMain();
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(1);
    expect(callsTo(fetchMock, SESSIONS)).toHaveLength(2);
    expect(useSessionStore.getState().clientSession).toBe('session-token-0002');
  });

  it('are never adopted when sent with another client or language than the app sends', async () => {
    const fetchMock = answerAll();
    openDocument('/booking/result?hotel_code=sakura-tokyo&locale=en', { ...BUILD, clientKey: 'someone-else' });
    // The app speaks Japanese: the early settings call went out in English.
    window.history.replaceState(null, '', '/booking/result?hotel_code=sakura-tokyo&locale=ja');
    await startAsMain();
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(2);
    expect(callsTo(fetchMock, SESSIONS)).toHaveLength(2);
    expect(useSessionStore.getState().clientSession).toBe('session-token-0002');
  });

  it('are not sent on an address that starts no hotel, nor on the travel-agency host', () => {
    const fetchMock = answerAll();
    openDocument('/booking/result?locale=en');
    openDocument('/reservation/lookup?hotel_code=sakura-tokyo');
    const otaHosts = document.createElement('meta');
    otaHosts.name = 'ota-hosts';
    otaHosts.content = window.location.hostname;
    document.head.append(otaHosts);
    openDocument('/booking/result?hotel_code=sakura-tokyo&locale=en');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
