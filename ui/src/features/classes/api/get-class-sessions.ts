import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { classSession } from './class-schemas';
import { TIMETABLE_KEY } from './get-timetable';

export const classSessionsQueryKey = [...TIMETABLE_KEY, 'sessions'] as const;

/** GET /api/class-sessions (canViewMembers): the weekly sessions. */
export function classSessionsQueryOptions() {
  return queryOptions({
    queryKey: classSessionsQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/class-sessions', z.array(classSession), { signal, queryKey }),
  });
}

export const useClassSessions = (enabled = true) => useQuery({ ...classSessionsQueryOptions(), enabled });
