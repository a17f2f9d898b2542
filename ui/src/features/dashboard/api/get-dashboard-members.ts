import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardMembers } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { asOfQueryKey, withAsOf } from '../../../lib/as-of';
import type { LiveOptions } from '../hooks/use-live-options';

/**
 * GET /api/members?forDashboard=true&includeAll=true: registrations of all time grouped by month, gender and
 * nationality. The growth chart takes its months from it; gender and nationality charts count every member. With
 * `asOf` (an ISO instant), the members registered by then.
 */
export function getDashboardMembers(options: GetOptions & { asOf?: string | undefined } = {}) {
  const { asOf, ...rest } = options;
  return apiGet(withAsOf('/api/members?forDashboard=true&includeAll=true', asOf), dashboardMembers, rest);
}

/**
 * Under ['members', 'for-dashboard']: the realtime topic `dashboard` refetches it. Like the statistics, it is read
 * from the dashboard projector's tables, so it does not wait for every projector (no X-Min-Position).
 */
export const dashboardMembersQueryKey = ['members', 'for-dashboard', { includeAll: true }] as const;

export function dashboardMembersQueryOptions(asOf?: string) {
  return queryOptions({
    queryKey: asOfQueryKey(dashboardMembersQueryKey, asOf),
    queryFn: ({ signal }) => getDashboardMembers({ signal, asOf }),
  });
}

/** Needs canViewMembers (the server refuses others): `enabled` is false without it. */
export function useDashboardMembers(live: LiveOptions, enabled: boolean, asOf?: string) {
  return useQuery({ ...dashboardMembersQueryOptions(asOf), ...live, enabled, throwOnError: false });
}
