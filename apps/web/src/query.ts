import { ApiError } from '@legion/api';
import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the app: results stay for a minute, so coming back to a list is instant.
 * `retryDelay` 0 keeps the retries but not their waits (stories of a failed load).
 */
export function createQueryClient({ retryDelay }: { retryDelay?: number } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // a 4xx will not change by asking again
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status !== null && error.status < 500),
        ...(retryDelay === undefined ? {} : { retryDelay }),
      },
    },
  });
}

export const queryClient = createQueryClient();
