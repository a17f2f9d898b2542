import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { instructor } from './class-schemas';
import { TIMETABLE_KEY } from './get-timetable';

export const classInstructorsQueryKey = [...TIMETABLE_KEY, 'instructors'] as const;

/** GET /api/class-instructors: the active staff and trainers who may lead a class. */
export function classInstructorsQueryOptions() {
  return queryOptions({
    queryKey: classInstructorsQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/class-instructors', z.array(instructor), { signal, queryKey }),
  });
}

export const useClassInstructors = (enabled = true) => useQuery({ ...classInstructorsQueryOptions(), enabled });
