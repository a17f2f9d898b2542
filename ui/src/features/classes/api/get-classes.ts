import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { gymClass } from './class-schemas';

/** The realtime topic `classes` refetches it (the check-in desk maps it too). */
export const classesQueryKey = ['classes'] as const;

/** GET /api/classes: the catalogue of classes with their colour, description and default capacity. */
export function classesQueryOptions() {
  return queryOptions({
    queryKey: classesQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/classes', z.array(gymClass), { signal, queryKey }),
  });
}

export const useClasses = () => useQuery(classesQueryOptions());
