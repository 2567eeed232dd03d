import type { QueryClient } from '@tanstack/react-query';
import { Suspense, use, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { BuiltRoutesProvider, builtRoutesOf } from './routing/built-routes';
import type { AppRouter } from './router';
import { MaintenancePage } from './routes/maintenance-page';
import { InitErrorPage } from './startup/init-error-page';
import type { StartupOutcome } from './startup/startup-outcome';
import { StartupStatus } from './startup/startup-status';

type AppProps = { startup: Promise<StartupOutcome>; queryClient: QueryClient; router: AppRouter };

function StartedApp({ startup, queryClient, router }: AppProps) {
  const outcome = use(startup);
  const built = useMemo(() => builtRoutesOf(router.routes), [router]);
  if (outcome.status === 'failed') return <InitErrorPage reason={outcome.reason} />;
  if (outcome.status === 'maintenance') return <MaintenancePage settings={outcome.settings} />;
  return (
    <Providers queryClient={queryClient} settings={outcome.settings}>
      <BuiltRoutesProvider value={built}>
        <RouterProvider router={router} />
      </BuiltRoutesProvider>
    </Providers>
  );
}

/** The startup's loading status until it settles, then the routed app or the init error page. */
export function App(props: AppProps) {
  return (
    <Suspense fallback={<StartupStatus />}>
      <StartedApp {...props} />
    </Suspense>
  );
}
