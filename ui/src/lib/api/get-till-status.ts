import { queryOptions, useQuery } from '@tanstack/react-query';
import { tillStatus } from '@gym/modules/finance/petty-cash/till-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

/**
 * GET /api/petty-cash/status: the open tills and cash waiting unassigned. Shared: the petty cash page shows it, and
 * the point of sale warns when cash is taken with no till open.
 */
export function getTillStatus(options: GetOptions = {}) {
  return apiGet('/api/petty-cash/status', tillStatus, options);
}

/** The realtime topic `petty-cash` refetches everything under this key. */
export const pettyCashQueryKey = ['petty-cash'] as const;

export function tillStatusQueryOptions() {
  return queryOptions({
    queryKey: [...pettyCashQueryKey, 'status'],
    queryFn: ({ signal, queryKey }) => getTillStatus({ signal, queryKey }),
  });
}

export function useTillStatus(enabled = true) {
  return useQuery({ ...tillStatusQueryOptions(), enabled });
}
