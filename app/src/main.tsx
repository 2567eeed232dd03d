import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/app';
import { paths } from './app/paths';
import { createAppRouter } from './app/router';
import { addressText, rewriteAddress } from './app/routing/url-rewrites';
import { ServiceUnavailablePage } from './app/routes/service-unavailable-page';
import { installAnswerHandlers } from './app/startup/answer-handlers';
import { readStartupQuery } from './app/startup/read-startup-query';
import { speakProvisionalLocale, startApp } from './app/startup/start-app';
import { reportError } from './lib/error-reporter';
import { i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

window.addEventListener('error', (event) => reportError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportError(event.reason));

// The address fixes of document 1 section 2 happen before anything reads the address.
const { pathname, search, hash } = window.location;
const address = rewriteAddress({ pathname, search, hash });
if (addressText(address) !== `${pathname}${search}${hash}`) window.history.replaceState(null, '', addressText(address));

const query = readStartupQuery(window.location.search);
const root = createRoot(container);

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
} else {
  const queryClient = createQueryClient();
  // Created first, so the first screen's code downloads while the startup talks to the API.
  const router = createAppRouter();
  installAnswerHandlers(router);
  // Even the loading status is localized: its catalog comes before the first paint.
  await speakProvisionalLocale(query);
  const startup = startApp(query, queryClient);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App startup={startup} queryClient={queryClient} router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}
