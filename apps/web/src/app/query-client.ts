import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';

/** Refusals (4xx) are final; only server and network failures are retried, once. */
function retry(failureCount: number, error: unknown) {
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : 0;
  if (status && status < 500) return false;
  return failureCount < 1;
}

/**
 * A mutation is sent at once, connection or not: without one it fails and says so (and the runner's
 * steps still move between questions, their answers waiting in the outbox) rather than waiting paused.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false, networkMode: 'always' },
  },
});
