import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Only failures that may pass on their own are retried; a 4xx answer will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        // In an iframe, focus moves between host and app all the time; refetching on each move is noise.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
