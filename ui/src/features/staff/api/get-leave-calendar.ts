import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leaveRequest } from '@gym/modules/people/leave/leave-contracts';
import { apiGet } from '../../../lib/api-client';

const calendar = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  weekendDays: z.array(z.number()),
  publicHolidays: z.array(z.string()),
  leave: z.array(
    leaveRequest.pick({
      id: true,
      employeeId: true,
      employeeName: true,
      leaveType: true,
      from: true,
      to: true,
      status: true,
    }),
  ),
});
export type LeaveCalendar = z.infer<typeof calendar>;

/** GET /api/leave/calendar?month=YYYY-MM: who is off (anyone with canViewStaff). */
export function leaveCalendarQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['leave', 'calendar', month],
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/leave/calendar?month=${encodeURIComponent(month)}`, calendar, { signal, queryKey }),
  });
}

export const useLeaveCalendar = (month: string) => useQuery(leaveCalendarQueryOptions(month));
