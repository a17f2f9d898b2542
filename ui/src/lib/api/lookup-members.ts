import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { member } from '@gym/modules/membership/members/member-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';
import { normaliseSearch } from '../search-enter';

/**
 * GET /api/members/lookup?q=: up to 8 members, the exact member number first, then names, emails and phones holding
 * every typed word, most recent visitors first.
 */
export function lookupMembers(text: string, options: GetOptions = {}) {
  return apiGet(`/api/members/lookup?q=${encodeURIComponent(text)}`, z.array(member), options);
}

/** Under ['members']: a check-in or a change to a member refreshes the open results (app/realtime/realtime-topics). */
export const memberLookupQueryKey = (text: string) => ['members', 'lookup', normaliseSearch(text)] as const;

export function memberLookupQueryOptions(text: string) {
  return queryOptions({
    queryKey: memberLookupQueryKey(text),
    queryFn: ({ signal, queryKey }) => lookupMembers(queryKey[2], { signal, queryKey }),
    // Results go stale fast at a desk; the cache still answers a repeated scan at once.
    staleTime: 10_000,
  });
}

/** As-you-type results; the previous ones stay on screen while the next arrive (no flicker). */
export function useMemberLookup(text: string) {
  const normalised = normaliseSearch(text);
  return useQuery({
    ...memberLookupQueryOptions(normalised),
    enabled: normalised !== '',
    placeholderData: keepPreviousData,
  });
}
