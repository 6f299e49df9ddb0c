import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isSessionLost } from './api-error';
import { formatError } from './error-message';
import { isBackendUnreachable } from './backend-reachability';
import { showErrorBanner, showSnackbar } from './notifications';

/** Where a failed query or mutation reports: the page banner (default), a snackbar, or nowhere. */
export type ErrorDisplay = 'banner' | 'snackbar' | 'none';
export type RequestMeta = { errorDisplay?: ErrorDisplay };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * The one error policy. Lost sessions are handled by the API client (-> /login), and MinIO being away by
 * the shell's retry notice, never shown here.
 */
export function reportError(error: unknown, display: ErrorDisplay = 'banner'): void {
  if (display === 'none' || isSessionLost(error) || isBackendUnreachable(error)) return;
  const text = formatError(error);
  if (display === 'snackbar') showSnackbar(text.message, 'error', text.detail);
  else showErrorBanner(text);
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta?.errorDisplay) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta?.errorDisplay),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Forgets the ended session's data: every query no mounted screen uses. `clear()` would also cancel,
 * silently, the queries of the screen just opened (the login page's strategy), leaving it loading forever.
 */
export function forgetUnusedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
}
