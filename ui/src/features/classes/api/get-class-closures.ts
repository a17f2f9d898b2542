import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { closure } from './class-schemas';
import { TIMETABLE_KEY } from './get-timetable';

export const classClosuresQueryKey = [...TIMETABLE_KEY, 'closures'] as const;

/** GET /api/class-closures: the days no class runs, with why. */
export function classClosuresQueryOptions() {
  return queryOptions({
    queryKey: classClosuresQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/class-closures', z.array(closure), { signal, queryKey }),
  });
}

export const useClassClosures = (enabled = true) => useQuery({ ...classClosuresQueryOptions(), enabled });
