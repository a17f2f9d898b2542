import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { toast } from '../components/ui/toast/toast-store';
import { errorMessage, isApiError } from './api-client';
import { isPerformanceMode } from './performance-mode';
import { followStaleAnswers } from './read-your-writes';
import { translate } from './i18n/i18n';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Title of the error toast shown when this mutation fails; `false` when the screen reports errors itself. */
      errorTitle?: string | false;
    };
  }
}

/** Spec section 9: fresh for 60 s (120 s in performance mode), one retry, refetch on window focus. */
export const STALE_TIME_MS = 60_000;
export const PERFORMANCE_STALE_TIME_MS = 120_000;
/** The session check (GET /api/auth/me) is fresh for 30 s and never retried (spec sections 7 and 9). */
export const AUTH_STALE_TIME_MS = 30_000;

/** A 4xx will answer the same on a second try; only network failures and 5xx are worth the one retry. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: isPerformanceMode() ? PERFORMANCE_STALE_TIME_MS : STALE_TIME_MS,
        retry: retryOnce,
        refetchOnWindowFocus: true,
        // A 403 renders the Access Denied page through the route's error boundary.
        throwOnError: (error) => isApiError(error, 403),
      },
      mutations: {
        // Safe to repeat: the retry carries the same Idempotency-Key, so the server stores nothing twice.
        retry: (failureCount, error) => error instanceof TypeError && failureCount < 1,
      },
    },
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        const title = mutation.meta?.errorTitle;
        if (title === false || isApiError(error, 401)) return;
        toast({
          variant: 'destructive',
          title: title ?? translate('app.error.somethingWrong'),
          description: errorMessage(error),
        });
      },
    }),
  });
  // A read answered before the read model caught up is read again until it has (read-your-writes).
  followStaleAnswers(queryClient);
  return queryClient;
}

/** Keys that belong to no session (the login screen reads them), kept when a session ends. */
const PUBLIC_KEYS: readonly QueryKey[] = [
  ['settings', 'public'],
  ['auth', 'demo'],
];

const isSessionQuery = (query: { queryKey: QueryKey }) =>
  !PUBLIC_KEYS.some((key) => JSON.stringify(key) === JSON.stringify(query.queryKey));

/** Forgets everything the signed-in user could read, so the next user never sees it. */
export function clearSessionCache(queryClient: QueryClient): void {
  queryClient.cancelQueries({ predicate: isSessionQuery }).catch(() => undefined);
  queryClient.removeQueries({ predicate: isSessionQuery });
  queryClient.getMutationCache().clear();
}
