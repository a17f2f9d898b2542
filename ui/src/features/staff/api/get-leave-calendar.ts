import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaveCalendar } from '@gym/modules/people/leave/leave-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/leave/calendar?month=YYYY-MM: who is off (anyone with canViewStaff). */
export function leaveCalendarQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['leave', 'calendar', month],
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/leave/calendar?month=${encodeURIComponent(month)}`, leaveCalendar, { signal, queryKey }),
  });
}

export const useLeaveCalendar = (month: string) => useQuery(leaveCalendarQueryOptions(month));
