import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventLogPage } from '@gym/kernel/contracts/event-log-contracts';
import { apiGet } from '../../../lib/api-client';

/** Filters the Audit page sends to `GET /api/events` (the server's query without paging). */
export interface EventLogFilter {
  stream?: string;
  type?: string;
  actor?: string;
  from?: string;
  to?: string;
  q?: string;
}

export const eventsQueryKey = ['events'] as const;
const PAGE_SIZE = 50;

export function getEvents(filter: EventLogFilter, before: number | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  if (before !== undefined) params.set('before', String(before));
  return apiGet(`/api/events?${params.toString()}`, eventLogPage, { signal });
}

/** Keyset paging: each page asks for the events before the previous page's last position ("Load more"). */
export function eventsQueryOptions(filter: EventLogFilter) {
  return infiniteQueryOptions({
    queryKey: [...eventsQueryKey, filter],
    queryFn: ({ pageParam, signal }) => getEvents(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useEvents(filter: EventLogFilter) {
  return useInfiniteQuery(eventsQueryOptions(filter));
}
