import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardMembers } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { memberList } from '@gym/modules/membership/members/member-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';
import { asOfQueryKey, withAsOf } from '../as-of';
import type { QueryExtras } from './query-extras';

/** A read, live or with `asOf` (an ISO instant): as it stood then. */
type ReadOptions = GetOptions & { asOf?: string | undefined };

/** The realtime topics `members`, `invoices` and `check-ins` invalidate this prefix. */
export const membersQueryKey = ['members'] as const;

/**
 * GET /api/members: a page of members, searched, filtered and sorted by the server. `search` is the query string the
 * screen built (`?status=active&sort=name&page=1&pageSize=25`).
 */
export function getMembers(search: string, options: ReadOptions = {}) {
  const { asOf, ...rest } = options;
  return apiGet(withAsOf(`/api/members${search}`, asOf), memberList, rest);
}

/**
 * GET /api/members?forDashboard=true&includeAll=true: registrations of all time grouped by month, gender and
 * nationality. The dashboard's growth chart takes its months from it; gender and nationality charts count every
 * member.
 */
export function getDashboardMembers(options: ReadOptions = {}) {
  const { asOf, ...rest } = options;
  return apiGet(withAsOf('/api/members?forDashboard=true&includeAll=true', asOf), dashboardMembers, rest);
}

/** The members screens' page. */
export function membersQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...membersQueryKey, 'list', search],
    queryFn: ({ signal, queryKey }) => getMembers(search, { signal, queryKey }),
    // The previous page stays on screen while the next one loads (no flashing table).
    placeholderData: keepPreviousData,
  });
}

export function useMembers(search: string) {
  return useQuery(membersQueryOptions(search));
}

/** Members who owe the most first; the dashboard's Due Payments card shows a few of them. */
export const dueMembersQueryKey = [...membersQueryKey, 'due-payments'] as const;

export function dueMembersQueryOptions(asOf?: string) {
  return queryOptions({
    queryKey: asOfQueryKey(dueMembersQueryKey, asOf),
    queryFn: ({ signal, queryKey }) =>
      getMembers('?hasDueAmount=true&pageSize=50&sort=-dueAmount', { signal, queryKey, asOf }),
  });
}

export function useDueMembers(asOf: string | undefined, extras: QueryExtras) {
  return useQuery({ ...dueMembersQueryOptions(asOf), throwOnError: false, ...extras });
}

/**
 * Under ['members', 'for-dashboard']: the realtime topic `dashboard` refetches it. Like the statistics, it is read
 * from the dashboard projector's tables, so it does not wait for every projector (no X-Min-Position).
 */
export const dashboardMembersQueryKey = [...membersQueryKey, 'for-dashboard', { includeAll: true }] as const;

export function dashboardMembersQueryOptions(asOf?: string) {
  return queryOptions({
    queryKey: asOfQueryKey(dashboardMembersQueryKey, asOf),
    queryFn: ({ signal }) => getDashboardMembers({ signal, asOf }),
  });
}

export function useDashboardMembers(asOf: string | undefined, extras: QueryExtras) {
  return useQuery({ ...dashboardMembersQueryOptions(asOf), throwOnError: false, ...extras });
}
