import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { checkIn } from '@gym/modules/membership/check-ins/check-in-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';

export const RECENT_CHECK_INS = 10;

/** The member's latest check-ins, newest first. */
export function getMemberCheckIns(id: string, options: GetOptions = {}) {
  return apiGet(
    `/api/members/${encodeURIComponent(id)}/check-ins?limit=${RECENT_CHECK_INS}`,
    z.array(checkIn),
    options,
  );
}

export function memberCheckInsQueryOptions(id: string) {
  return queryOptions({
    // Under the member's key: the `check-ins` topic invalidates ['members'] too.
    queryKey: [...memberQueryKey(id), 'check-ins'],
    queryFn: ({ signal, queryKey }) => getMemberCheckIns(id, { signal, queryKey }),
  });
}

export function useMemberCheckIns(id: string) {
  return useQuery(memberCheckInsQueryOptions(id));
}
