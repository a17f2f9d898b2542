import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { checkIn } from '@gym/modules/membership/check-ins/check-in-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';
import type { QueryExtras } from './query-extras';

/** A day's check-ins (without a date, today in the gym's time zone), or the latest `recent` of any day. */
export type CheckInsQuery = { readonly date: string | undefined } | { readonly recent: number };

/** GET /api/check-ins?date= or ?recent=true&limit=: check-ins with member names, newest first. */
export function getCheckIns(query: CheckInsQuery, options: GetOptions = {}) {
  return apiGet(`/api/check-ins${checkInsSearch(query)}`, z.array(checkIn), options);
}

function checkInsSearch(query: CheckInsQuery): string {
  if ('recent' in query) return `?recent=true&limit=${query.recent}`;
  return query.date ? `?date=${encodeURIComponent(query.date)}` : '';
}

/** The socket's check-ins topic refreshes every list under it at once (lib/query-keys CHECK_IN_REFRESH_KEYS). */
export const checkInsQueryKey = ['check-ins'] as const;

export const checkInsOfDayQueryKey = (date: string | undefined) =>
  [...checkInsQueryKey, 'day', date ?? 'today'] as const;

export function checkInsOfDayQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: checkInsOfDayQueryKey(date),
    queryFn: ({ signal, queryKey }) => getCheckIns({ date }, { signal, queryKey }),
  });
}

/** `pollMs`: refetch on a timer too (while the socket is down and pushes cannot arrive). */
export function useCheckInsOfDay(date: string | undefined, { pollMs }: { pollMs?: number | undefined } = {}) {
  return useQuery({ ...checkInsOfDayQueryOptions(date), refetchInterval: pollMs ?? false });
}

/** The dashboard's Recent Activity. */
export const recentCheckInsQueryKey = [...checkInsQueryKey, 'recent'] as const;

export function recentCheckInsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...recentCheckInsQueryKey, limit],
    queryFn: ({ signal, queryKey }) => getCheckIns({ recent: limit }, { signal, queryKey }),
  });
}

export function useRecentCheckIns(limit: number, extras: QueryExtras) {
  return useQuery({ ...recentCheckInsQueryOptions(limit), throwOnError: false, ...extras });
}
