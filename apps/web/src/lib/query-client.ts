import { QueryClient } from '@tanstack/react-query';
import { isApiError, SessionEndedError } from './api/api-error';

const MAX_RETRIES = 2;

/** Answers the server gave on purpose (4xx) are not retried; lost connections and 5xx are, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionEndedError) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; sign-out clears it. */
export const queryClient = createQueryClient();
