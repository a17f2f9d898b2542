import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventLogPage } from '@gym/kernel/contracts/event-log-contracts';
import { apiGet } from '../../../lib/api-client';
import { prepareRefusalText } from '../../../lib/refusal-text';

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

export async function getEvents(filter: EventLogFilter, before: number | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  if (before !== undefined) params.set('before', String(before));
  const page = await apiGet(`/api/events?${params.toString()}`, eventLogPage, { signal });
  // A reader's refusal is worded from the refusal catalogue by its recorded code (issue 46): have it before it shows.
  if (page.data.some((event) => event.type === 'DoorEntryRefused')) await prepareRefusalText();
  return page;
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
