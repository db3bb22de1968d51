import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not accidents: they are not retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Asked even when the browser says it is offline: the app's service worker answers
        // the farm's reads from what it last saw; retries wait for the connection.
        networkMode: 'offlineFirst',
      },
      // Sent even offline: a write then fails at once with a message, or the outbox keeps it,
      // instead of hanging until the connection returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
