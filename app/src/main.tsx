// First, each in a task of its own: the startup answers' schemas, the bulk of evaluating the entry (ADR 280).
import '#app/app/startup/rooms-answer-schemas.ts';
import '#app/app/startup/settings-answer-schemas.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from '#app/app/app.tsx';
import { paths } from '#app/app/paths.ts';
import { createAppRouter } from '#app/app/router.tsx';
import { isOtaSite, otaAddress, otaHotelCodeFromPath, otaModeOf, readOtaHosts, standardAddressForOtaOnly } from '#app/app/ota/ota-site.ts';
import { addressText, rewriteAddress } from '#app/app/routing/url-rewrites.ts';
import { ServiceUnavailablePage } from '#app/app/routes/service-unavailable-page.tsx';
import { installAnswerHandlers } from '#app/app/startup/answer-handlers.ts';
import { addressWithoutTokens, readStartupQuery } from '#app/platform/read-startup-query.ts';
import { speakProvisionalLocale, speakStartupLocale, startApp } from '#app/app/startup/start-app.ts';
import { reportError } from '#app/api/error-reporter.ts';
import { i18n, SHELL_NAMESPACES } from '#app/i18n/i18n.ts';
import { createQueryClient } from '#app/api/query-client.ts';
import { nextTask } from '#app/platform/next-task.ts';
import '#app/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

window.addEventListener('error', (event) => reportError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportError(event.reason));

// The address fixes of document 1 section 2 happen before anything reads the address, and so does the move to
// the variant's own address: the travel-agency site is its own host (ADR 120).
const ota = isOtaSite(window.location.hostname, readOtaHosts());
const { pathname, search, hash } = window.location;
const fixed = rewriteAddress({ pathname, search, hash });
const moved = ota ? otaAddress(fixed) : standardAddressForOtaOnly(fixed);
const address = moved ? { ...fixed, ...moved } : fixed;
if (addressText(address) !== `${pathname}${search}${hash}`) window.history.replaceState(null, '', addressText(address));

const query = readStartupQuery(window.location.search);
// Read once, the sign-in tokens leave the address before the router, analytics or an error report can see it.
const withoutTokens = addressWithoutTokens(window.location.href);
if (withoutTokens !== null) window.history.replaceState(window.history.state, '', withoutTokens);
const root = createRoot(container);

/**
 * Renders the variant the address asks for. Not awaited at the top level: the travel-agency variant's code is a
 * chunk that imports the entry's modules, and an entry waiting on it would wait on itself (ADR 227).
 */
async function render(): Promise<void> {
  if (window.location.pathname === paths.serviceUnavailable.path) {
    // The 503 page starts nothing: the API it would call is the one that is unavailable.
    await speakProvisionalLocale(query);
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ServiceUnavailablePage hotelCode={query.hotelCode} />
        </I18nextProvider>
      </StrictMode>,
    );
  } else if (ota && otaModeOf(window.location.pathname) === 'site') {
    // The travel-agency variant's own code loads on its host only (ADR 227): the hotels' app never downloads it.
    const [{ OtaSiteApp }, { createOtaSiteRouter }, { siteLocaleQuery, startOtaSite }] = await Promise.all([
      import('#app/app/ota/ota-site-app.tsx'),
      import('#app/app/ota/ota-router.tsx'),
      import('#app/app/ota/start-ota-site.ts'),
    ]);
    const queryClient = createQueryClient();
    const router = createOtaSiteRouter();
    installAnswerHandlers(router);
    await speakProvisionalLocale(siteLocaleQuery(query), [...SHELL_NAMESPACES, 'ota']);
    const startup = startOtaSite(query);
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <OtaSiteApp startup={startup} queryClient={queryClient} router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  } else {
    const queryClient = createQueryClient();
    // Created first, so the first screen's code downloads while the startup talks to the API.
    const router = ota ? (await import('#app/app/ota/ota-router.tsx')).createOtaHotelRouter() : createAppRouter();
    // On the travel-agency site a hotel's page names its hotel in the path (/hotels/{code}).
    if (ota) query.hotelCode ??= otaHotelCodeFromPath(window.location.pathname);
    installAnswerHandlers(router);
    // The router's table and the startup's first steps (the language, the calls) are each about 50 ms of a throttled
    // phone: in tasks of their own (ADR 280).
    await nextTask();
    // Even the loading status is localized: its catalog comes before the first paint. The startup's calls do not wait
    // for it (ADR 211): the language they are sent in is set before the catalogs load.
    const speaking = speakStartupLocale(query);
    // The travel-agency host and the address it arrived at decide the booking's source (ADR 233).
    const startup = startApp(query, queryClient, { otaSite: ota, arrivedAt: fixed.pathname });
    await speaking;
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <App startup={startup} queryClient={queryClient} router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  }
}

void render();
