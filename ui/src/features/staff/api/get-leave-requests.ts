import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leaveRequest } from '@gym/modules/people/leave/leave-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/leave/requests: pending first (only your own without canEditStaff). Topic `leave` refetches it. */
export const leaveRequestsQueryKey = ['leave', 'requests'] as const;

export function leaveRequestsQueryOptions() {
  return queryOptions({
    queryKey: leaveRequestsQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/leave/requests', z.array(leaveRequest), { signal, queryKey }),
  });
}

export const useLeaveRequests = () => useQuery(leaveRequestsQueryOptions());
