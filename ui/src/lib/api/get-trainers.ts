import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

/** GET /api/trainers (canViewPT): the active trainers. The PT page sells with them; an employee links to one. */
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

/** `enabled`: false for a user the server would refuse. */
export function useTrainers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainersQueryOptions(), enabled });
}
