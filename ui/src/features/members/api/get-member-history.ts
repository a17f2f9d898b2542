import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { historyEntry } from '@gym/modules/membership/members/member-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';

export const HISTORY_PAGE_SIZE = 20;

/** A member's history, newest first: entries before `before` (a position), at most `limit`. */
export function getMemberHistory(id: string, before: number | undefined, options: GetOptions = {}) {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before !== undefined) params.set('before', String(before));
  return apiGet(`/api/members/${encodeURIComponent(id)}/history?${params}`, z.array(historyEntry), options);
}

export function memberHistoryQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: [...memberQueryKey(id), 'history'],
    queryFn: ({ signal, queryKey, pageParam }) => getMemberHistory(id, pageParam, { signal, queryKey }),
    initialPageParam: undefined as number | undefined,
    // A short page is the last one; the next page starts before the oldest entry shown.
    getNextPageParam: (lastPage) =>
      lastPage.length < HISTORY_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1]?.position,
  });
}

export function useMemberHistory(id: string) {
  return useInfiniteQuery(memberHistoryQueryOptions(id));
}
