import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leaveBalance } from '@gym/modules/people/leave/leave-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/leave/balances: everyone's (canEditStaff) or only your own. */
export function leaveBalancesQueryOptions() {
  return queryOptions({
    queryKey: ['leave', 'balances'],
    queryFn: ({ signal, queryKey }) => apiGet('/api/leave/balances', z.array(leaveBalance), { signal, queryKey }),
  });
}

export const useLeaveBalances = () => useQuery(leaveBalancesQueryOptions());
