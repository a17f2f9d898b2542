import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoInfo } from '@gym/modules/people/accounts/auth-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** Whether the server runs in demo mode; the shortcut logins exist only then (DESIGN section 5). */
export function getDemoInfo(options: GetOptions = {}) {
  return apiGet('/api/auth/demo', demoInfo, options);
}

export function demoInfoQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'demo'],
    queryFn: ({ signal, queryKey }) => getDemoInfo({ signal, queryKey }),
    // Demo mode is fixed for the server's lifetime.
    staleTime: Infinity,
    retry: false,
    throwOnError: false,
  });
}

export function useDemoInfo() {
  return useQuery(demoInfoQueryOptions());
}
