import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** GET /api/trainers: the active trainers. */
export function getTrainers(options: GetOptions = {}) {
  return apiGet('/api/trainers', z.array(trainer), options);
}

/** The realtime topic `personal-training` refetches it. */
export const trainersQueryKey = ['trainers'] as const;

export function trainersQueryOptions() {
  return queryOptions({
    queryKey: trainersQueryKey,
    queryFn: ({ signal, queryKey }) => getTrainers({ signal, queryKey }),
  });
}

export function useTrainers() {
  return useQuery(trainersQueryOptions());
}
