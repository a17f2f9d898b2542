import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { todayClass } from '@gym/modules/membership/classes/class-contracts';
import { apiGet } from '../api-client';
import type { LiveOptions } from '../../hooks/use-live-options';

export type TodayClass = z.infer<typeof todayClass>;

/** The realtime topic `timetable` refetches it. */
export const todayClassesQueryKey = ['today-classes'] as const;

/**
 * GET /api/dashboard/today-classes (canViewMembers): today's classes with their bookings and check-ins. In the shared
 * library because the dashboard's card and the desk's "Check in to a class" (a walk-in, issue 47) both read it.
 */
export function todayClassesQueryOptions() {
  return queryOptions({
    queryKey: todayClassesQueryKey,
    queryFn: ({ signal, queryKey }) =>
      apiGet('/api/dashboard/today-classes', z.array(todayClass), { signal, queryKey }),
  });
}

export function useTodayClasses(live: LiveOptions | undefined, enabled: boolean) {
  return useQuery({ ...todayClassesQueryOptions(), ...live, enabled });
}
