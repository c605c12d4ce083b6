import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Offline, reads are still tried once (the service worker answers them with the last data seen)
 * and changes fail at once with a clear message instead of waiting, paused, for a connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      mutations: { networkMode: 'always' },
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
