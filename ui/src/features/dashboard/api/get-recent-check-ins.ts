import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { checkIn } from '@gym/modules/membership/check-ins/check-in-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import type { LiveOptions } from '../hooks/use-live-options';

/** Recent Activity shows the latest 5 check-ins (spec section 9). */
export const RECENT_CHECK_INS = 5;

/** GET /api/check-ins?recent=true&limit=5: the latest check-ins of any day, newest first. */
export function getRecentCheckIns(options: GetOptions = {}) {
  return apiGet(`/api/check-ins?recent=true&limit=${RECENT_CHECK_INS}`, z.array(checkIn), options);
}

/** Under ['check-ins']: the realtime topic `check-ins` refetches it. */
export const recentCheckInsQueryKey = ['check-ins', 'recent', RECENT_CHECK_INS] as const;

export function recentCheckInsQueryOptions() {
  return queryOptions({
    queryKey: recentCheckInsQueryKey,
    queryFn: ({ signal, queryKey }) => getRecentCheckIns({ signal, queryKey }),
  });
}

/** Needs canViewMembers: `enabled` is false without it. */
export function useRecentCheckIns(live: LiveOptions, enabled: boolean) {
  return useQuery({ ...recentCheckInsQueryOptions(), ...live, enabled, throwOnError: false });
}
