import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { LiveOptions } from '../../../hooks/use-live-options';
import { occurrenceWithRoster } from './class-schemas';

/** The realtime topic `timetable` refetches every occurrence's roster. */
export const OCCURRENCE_KEY = ['class-occurrence'] as const;
export const occurrenceQueryKey = (occurrenceId: string) => [...OCCURRENCE_KEY, occurrenceId] as const;

/** GET /api/timetable/:occurrenceId (canViewMembers): the occurrence with its roster. */
export function occurrenceQueryOptions(occurrenceId: string) {
  return queryOptions({
    queryKey: occurrenceQueryKey(occurrenceId),
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/timetable/${encodeURIComponent(occurrenceId)}`, occurrenceWithRoster, { signal, queryKey }),
  });
}

export function useOccurrence(occurrenceId: string, live?: LiveOptions) {
  return useQuery({ ...occurrenceQueryOptions(occurrenceId), ...live });
}
