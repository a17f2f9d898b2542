import { useQuery } from '@tanstack/react-query';
import { segment } from '@gym/modules/insight/marketing/marketing-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/marketing/segments; the realtime topic `marketing` refetches everything under ['marketing']. */
export const segmentsQueryKey = ['marketing', 'segments'] as const;
export const segmentsQueryOptions = () => listQueryOptions(segmentsQueryKey, '/api/marketing/segments', segment);
export const useSegments = () => useQuery(segmentsQueryOptions());
