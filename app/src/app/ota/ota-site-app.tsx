import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, use } from 'react';
import { RouterProvider } from 'react-router';
import type { AppRouter } from '../router';
import { InitErrorPage } from '../startup/init-error-page';
import { StartupStatus } from '../startup/startup-status';
import type { OtaSiteOutcome } from './start-ota-site';

type OtaSiteAppProps = { startup: Promise<OtaSiteOutcome>; queryClient: QueryClient; router: AppRouter };

function StartedSite({ startup, queryClient, router }: OtaSiteAppProps) {
  const outcome = use(startup);
  if (outcome.status === 'failed') return <InitErrorPage reason={outcome.reason} />;
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** The travel-agency site's own pages: its startup's loading status, then the routed site or the init error. */
export function OtaSiteApp(props: OtaSiteAppProps) {
  return (
    <Suspense fallback={<StartupStatus />}>
      <StartedSite {...props} />
    </Suspense>
  );
}
