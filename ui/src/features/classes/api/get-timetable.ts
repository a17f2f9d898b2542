import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { queryString } from '../../../lib/api/query-string';
import type { LiveOptions } from '../../../hooks/use-live-options';
import { occurrence } from './class-schemas';

/** Every timetable query starts with it: the realtime topic `timetable` refetches them all. */
export const TIMETABLE_KEY = ['timetable'] as const;

export const timetableQueryKey = (from: string, to: string) => [...TIMETABLE_KEY, 'range', from, to] as const;

/** GET /api/timetable?from&to (canViewMembers; at most 42 days): the occurrences of those days, by start. */
export function timetableQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: timetableQueryKey(from, to),
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/timetable${queryString({ from, to })}`, z.array(occurrence), { signal, queryKey }),
  });
}

export function useTimetable(from: string, to: string, live?: LiveOptions, enabled = true) {
  return useQuery({ ...timetableQueryOptions(from, to), ...live, enabled });
}
