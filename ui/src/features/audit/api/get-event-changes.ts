import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventChanges } from '@gym/kernel/contracts/event-log-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { eventsQueryKey } from './get-events';

/** The fields one event changed, before and after (an event never changes, so this is fetched once). */
export function getEventChanges(position: number, options: GetOptions = {}) {
  return apiGet(`/api/events/${position}/changes`, eventChanges, options);
}

export function eventChangesQueryOptions(position: number) {
  return queryOptions({
    queryKey: [...eventsQueryKey, 'changes', position],
    queryFn: ({ signal, queryKey }) => getEventChanges(position, { signal, queryKey }),
    staleTime: Infinity,
  });
}

export function useEventChanges(position: number) {
  return useQuery(eventChangesQueryOptions(position));
}
