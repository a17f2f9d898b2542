import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { bookingRules } from './class-schemas';
import { TIMETABLE_KEY } from './get-timetable';

export const classRulesQueryKey = [...TIMETABLE_KEY, 'rules'] as const;

/** GET /api/class-rules: when booking opens and closes, the cancellation deadline, the waitlist's cap. */
export function classRulesQueryOptions() {
  return queryOptions({
    queryKey: classRulesQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/class-rules', bookingRules, { signal, queryKey }),
  });
}

export const useClassRules = (enabled = true) => useQuery({ ...classRulesQueryOptions(), enabled });
