import type { QueryKey } from '@tanstack/react-query';
import { ptPackagesQueryKey } from '../../../lib/api/get-pt-packages';
import { dashboardMembersQueryKey } from './get-dashboard-members';
import { dashboardStatsQueryKey } from './get-dashboard-stats';
import { dueMembersQueryKey } from './get-due-members';
import { monthResultQueryKey } from './get-month-result';
import { planDistributionQueryKey } from './get-plan-distribution';
import { recentCheckInsQueryKey } from './get-recent-check-ins';

/** Every query of the dashboard: the forced refresh invalidates them all every 30 s. */
export const DASHBOARD_QUERY_KEYS: readonly QueryKey[] = [
  dashboardStatsQueryKey,
  planDistributionQueryKey,
  dashboardMembersQueryKey,
  dueMembersQueryKey,
  ptPackagesQueryKey({ hasDueAmount: true }),
  recentCheckInsQueryKey,
  monthResultQueryKey,
];
