import { queryOptions, useQuery } from '@tanstack/react-query';
import { tillSession } from '@gym/modules/finance/petty-cash/till-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { pettyCashQueryKey } from '../../../lib/api/get-till-status';

/** GET /api/petty-cash/sessions/:id: the X report of an open session, the Z report of a closed one. */
export function getTillSession(id: string, options: GetOptions = {}) {
  return apiGet(`/api/petty-cash/sessions/${id}`, tillSession, options);
}

export function tillSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...pettyCashQueryKey, 'session', id],
    queryFn: ({ signal, queryKey }) => getTillSession(id, { signal, queryKey }),
  });
}

export function useTillSession(id: string | null) {
  return useQuery({ ...tillSessionQueryOptions(id ?? ''), enabled: id !== null });
}
