import { queryOptions, useQuery } from '@tanstack/react-query';
import { chainReport } from '@gym/kernel/contracts/event-log-contracts';
import { apiGet } from '../../../lib/api-client';

export function verifyEvents(signal?: AbortSignal) {
  return apiGet('/api/events/verify', chainReport, { signal });
}

/** Checking the chain reads the whole log, so it runs only when an administrator asks (refetch), never on mount. */
export const verifyEventsQueryOptions = queryOptions({
  queryKey: ['events', 'verify'],
  queryFn: ({ signal }) => verifyEvents(signal),
  enabled: false,
  gcTime: 0,
});

export function useVerifyEvents() {
  return useQuery(verifyEventsQueryOptions);
}
