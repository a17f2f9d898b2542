import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { parkedEventView } from '@gym/modules/platform/read-model/read-model-contracts';
import { apiGet } from '../../../lib/api-client';

export const parkedEventsQueryKey = ['events', 'parked'] as const;

/** GET /api/events/parked (canManageSettings): events read models could not apply and went on past. */
export function getParkedEvents(signal?: AbortSignal) {
  return apiGet('/api/events/parked', z.array(parkedEventView), { signal });
}

export const parkedEventsQueryOptions = queryOptions({
  queryKey: parkedEventsQueryKey,
  queryFn: ({ signal }) => getParkedEvents(signal),
});

export function useParkedEvents(enabled: boolean) {
  return useQuery({ ...parkedEventsQueryOptions, enabled });
}
