import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { segment } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/marketing/segments; the realtime topic `marketing` refetches everything under ['marketing']. */
export const segmentsQueryKey = ['marketing', 'segments'] as const;
export const segmentsQueryOptions = () =>
  queryOptions({
    queryKey: segmentsQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/marketing/segments', z.array(segment), { signal, queryKey }),
  });
export const useSegments = () => useQuery(segmentsQueryOptions());
