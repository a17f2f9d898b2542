import { dashboardStats } from '@gym/modules/insight/dashboard/dashboard-contracts';
import type { DashboardStats } from '@gym/modules/insight/dashboard/dashboard-contracts';

/** Every figure at zero: what a field the answer lacks shows (spec section 3). */
export const EMPTY_DASHBOARD_STATS: DashboardStats = {
  totalMembers: 0,
  checkInsToday: 0,
  monthlyRevenue: 0,
  percentageChange: 0,
  pastDuePayments: 0,
  totalDueAmount: 0,
  activeMembers: 0,
  activeMaleMembers: 0,
  activeFemaleMembers: 0,
  expiredMembers: 0,
  expiredMaleMembers: 0,
  expiredFemaleMembers: 0,
  totalPTAmount: 0,
  monthlyPTAmount: 0,
  trainerPTStats: [],
};

const partialStats = dashboardStats.partial();

/**
 * The answer of GET /api/stats/dashboard: fields that are there are checked against the server's contract; any
 * missing field (or a null one) defaults to 0, or an empty list for trainerPTStats (spec section 3).
 */
export function parseDashboardStats(raw: unknown): DashboardStats {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== null && value !== undefined),
  );
  return { ...EMPTY_DASHBOARD_STATS, ...partialStats.parse(present) };
}
