import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';

/** Retry only what may heal by itself: an unreachable server or a 5xx (not maintenance). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !isApiError(error)) return false;
  return error.status === 0 || (error.status >= 500 && error.status !== 503);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
