import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionUser } from '@gym/modules/people/accounts/auth-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';
import { AUTH_STALE_TIME_MS } from '../query-client';

/**
 * GET /api/auth/me. Kept in the shared library rather than the auth feature: the guard, the shell and every
 * permission check (hooks/use-session-user) read the session, and shared layers import no feature.
 *
 * The signed-in user; 401 means "not signed in", which the route guard handles (no session-expiry redirect) and
 * never shows (so an Arabic sign-in screen does not load the refusals' catalogue for it).
 */
export function getMe(options: GetOptions = {}) {
  return apiGet('/api/auth/me', sessionUser, { ...options, sessionExpiryOn401: false, refusalShown: false });
}

export const meQueryKey = ['auth', 'me'] as const;

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal, queryKey }) => getMe({ signal, queryKey }),
    staleTime: AUTH_STALE_TIME_MS,
    // Spec section 7: the session check is not retried; a failure means "not signed in".
    retry: false,
    throwOnError: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
