import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { readStartupQuery } from './app/startup/read-startup-query';
import { speakProvisionalLocale, startApp } from './app/startup/start-app';
import { i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// Created first, so the first screen's code downloads while the startup talks to the API.
const router = createAppRouter();
const query = readStartupQuery(window.location.search);
// Even the loading status is localized: its catalog comes before the first paint.
await speakProvisionalLocale(query);
const startup = startApp(query, queryClient);

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App startup={startup} queryClient={queryClient} router={router} />
    </I18nextProvider>
  </StrictMode>,
);
