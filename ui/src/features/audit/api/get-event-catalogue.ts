import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventCatalogueAnswer } from '@gym/kernel/contracts/event-log-contracts';
import { apiGet } from '../../../lib/api-client';

export function getEventCatalogue(signal?: AbortSignal) {
  return apiGet('/api/events/catalogue', eventCatalogueAnswer, { signal });
}

/** Every event type (for the type filter); it changes only with a deploy. */
export const eventCatalogueQueryOptions = queryOptions({
  queryKey: ['events', 'catalogue'],
  queryFn: ({ signal }) => getEventCatalogue(signal),
  staleTime: Infinity,
});

export function useEventCatalogue() {
  return useQuery(eventCatalogueQueryOptions);
}
