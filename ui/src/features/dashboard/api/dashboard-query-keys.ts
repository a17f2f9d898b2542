import type { QueryKey } from '@tanstack/react-query';
import { recentCheckInsQueryKey } from '../../../lib/api/get-check-ins';
import { dashboardMembersQueryKey, dueMembersQueryKey } from '../../../lib/api/get-members';
import { monthResultQueryKey } from '../../../lib/api/get-monthly-report';
import { ptPackagesQueryKey } from '../../../lib/api/get-pt-packages';
import { dashboardStatsQueryKey } from './get-dashboard-stats';
import { planDistributionQueryKey } from './get-plan-distribution';
import { todayClassesQueryKey } from '../../../lib/api/get-today-classes';

/** Every query of the dashboard: the forced refresh invalidates them all every 30 s. */
export const DASHBOARD_QUERY_KEYS: readonly QueryKey[] = [
  dashboardStatsQueryKey,
  planDistributionQueryKey,
  dashboardMembersQueryKey,
  dueMembersQueryKey,
  ptPackagesQueryKey({ hasDueAmount: true }),
  recentCheckInsQueryKey,
  monthResultQueryKey,
  todayClassesQueryKey,
];
