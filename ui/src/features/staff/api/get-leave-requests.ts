import { useQuery } from '@tanstack/react-query';
import { leaveRequest } from '@gym/modules/people/leave/leave-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/leave/requests: pending first (only your own without canEditStaff). Topic `leave` refetches it. */
export const leaveRequestsQueryKey = ['leave', 'requests'] as const;

export function leaveRequestsQueryOptions() {
  return listQueryOptions(leaveRequestsQueryKey, '/api/leave/requests', leaveRequest);
}

export const useLeaveRequests = () => useQuery(leaveRequestsQueryOptions());
