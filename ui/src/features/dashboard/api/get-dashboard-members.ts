import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardMembers } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import type { LiveOptions } from '../hooks/use-live-options';

/**
 * GET /api/members?forDashboard=true&includeAll=true: registrations of all time grouped by month, gender and
 * nationality. The growth chart takes its months from it; gender and nationality charts count every member.
 */
export function getDashboardMembers(options: GetOptions = {}) {
  return apiGet('/api/members?forDashboard=true&includeAll=true', dashboardMembers, options);
}

/**
 * Under ['members', 'for-dashboard']: the realtime topic `dashboard` refetches it. Like the statistics, it is read
 * from the dashboard projector's tables, so it does not wait for every projector (no X-Min-Position).
 */
export const dashboardMembersQueryKey = ['members', 'for-dashboard', { includeAll: true }] as const;

export function dashboardMembersQueryOptions() {
  return queryOptions({
    queryKey: dashboardMembersQueryKey,
    queryFn: ({ signal }) => getDashboardMembers({ signal }),
  });
}

/** Needs canViewMembers (the server refuses others): `enabled` is false without it. */
export function useDashboardMembers(live: LiveOptions, enabled: boolean) {
  return useQuery({ ...dashboardMembersQueryOptions(), ...live, enabled, throwOnError: false });
}
