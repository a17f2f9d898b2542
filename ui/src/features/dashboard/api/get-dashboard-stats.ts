import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { AS_OF_PARAM, asOfQueryKey } from '../../../lib/as-of';
import { notifySessionExpired } from '../../../lib/session-events';
import type { LiveOptions } from '../../../hooks/use-live-options';
import { parseDashboardStats } from '../utils/stats-defaults';

/** The error of a non-OK answer (spec section 8). */
export const dashboardFetchError = (status: number) => `Failed to fetch dashboard data: ${status}`;

/**
 * GET /api/stats/dashboard, never from a cache (spec section 7): a cache-busting timestamp and a random no-cache
 * value in the query, no-cache headers, and the browser's cache bypassed. Missing fields default to 0 / [].
 *
 * It sends no X-Min-Position: every figure comes from the dashboard projector's own tables, and the `dashboard` push
 * that refetches it is sent only after that projector committed, so the answer already holds the change. Waiting
 * for every other projector as well (what X-Min-Position means) would only delay the figure. With `asOf` (an ISO
 * instant) it answers the figures as they stood then.
 */
export async function getDashboardStats(options: { signal?: AbortSignal; asOf?: string | undefined } = {}) {
  const query = new URLSearchParams({ _t: String(Date.now()), nocache: Math.random().toString(36).slice(2) });
  if (options.asOf) query.set(AS_OF_PARAM, options.asOf);
  const headers = new Headers({ accept: 'application/json', 'cache-control': 'no-cache', pragma: 'no-cache' });
  const response = await fetch(`/api/stats/dashboard?${query}`, {
    headers,
    cache: 'no-store',
    credentials: 'same-origin',
    signal: options.signal ?? null,
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    if (response.status === 401) notifySessionExpired();
    const error = new ApiError(response.status, body, undefined);
    error.message = dashboardFetchError(response.status);
    throw error;
  }
  return parseDashboardStats(await response.json());
}

/** Under ['stats']: the realtime topic `dashboard` refetches it (live only; as of a past instant it ends `{asOf}`). */
export const dashboardStatsQueryKey = ['stats', 'dashboard'] as const;

export function dashboardStatsQueryOptions(asOf?: string) {
  return queryOptions({
    queryKey: asOfQueryKey(dashboardStatsQueryKey, asOf),
    queryFn: ({ signal }) => getDashboardStats({ signal, asOf }),
  });
}

export function useDashboardStats(live: LiveOptions, asOf?: string) {
  return useQuery({ ...dashboardStatsQueryOptions(asOf), ...live });
}
