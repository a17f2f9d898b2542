import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { checkIn } from '@gym/modules/membership/check-ins/check-in-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** GET /api/check-ins?date=: that day's check-ins, newest first; without a date, today in the gym's time zone. */
export function getCheckIns(date: string | undefined, options: GetOptions = {}) {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return apiGet(`/api/check-ins${query}`, z.array(checkIn), options);
}

/** Under ['check-ins']: the socket's check-ins topic refreshes every open list at once (app/realtime/realtime-topics). */
export const checkInsOfDayQueryKey = (date: string | undefined) => ['check-ins', 'day', date ?? 'today'] as const;

export function checkInsOfDayQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: checkInsOfDayQueryKey(date),
    queryFn: ({ signal, queryKey }) => getCheckIns(date, { signal, queryKey }),
  });
}

/** `pollMs`: refetch on a timer too (while the socket is down and pushes cannot arrive). */
export function useCheckInsOfDay(date: string | undefined, { pollMs }: { pollMs?: number | undefined } = {}) {
  return useQuery({ ...checkInsOfDayQueryOptions(date), refetchInterval: pollMs ?? false });
}
