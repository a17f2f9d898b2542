import { queryOptions, useQuery } from '@tanstack/react-query';
import { leavePolicy } from '@gym/modules/people/leave/leave-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/leave/policy (canViewStaff): the gym's leave rules. Topic `leave` refetches it. */
export const leavePolicyQueryKey = ['leave', 'policy'] as const;

export function leavePolicyQueryOptions() {
  return queryOptions({
    queryKey: leavePolicyQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/leave/policy', leavePolicy, { signal, queryKey }),
  });
}

export const useLeavePolicy = () => useQuery(leavePolicyQueryOptions());
