import { z } from 'zod';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';

/** GET /api/stats/dashboard: exactly the spec's dashboard statistics fields (section 3), money in QAR. */
export const dashboardStats = z.object({
  totalMembers: z.number(),
  checkInsToday: z.number(),
  monthlyRevenue: z.number(),
  percentageChange: z.number(),
  pastDuePayments: z.number(),
  totalDueAmount: z.number(),
  activeMembers: z.number(),
  activeMaleMembers: z.number(),
  activeFemaleMembers: z.number(),
  expiredMembers: z.number(),
  expiredMaleMembers: z.number(),
  expiredFemaleMembers: z.number(),
  totalPTAmount: z.number(),
  monthlyPTAmount: z.number(),
  trainerPTStats: z.array(
    z.object({
      trainerId: z.string(),
      trainerName: z.string(),
      selfSourceAmount: z.number(),
      counterSourceAmount: z.number(),
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/**
 * Figures only some users may see (issue 11 item 5): money needs canViewFinancials, personal training canViewPT. The
 * answer leaves them out for anyone else; everything else on the dashboard is for every signed-in user.
 */
export const DASHBOARD_FIGURE_ACCESS = {
  monthlyRevenue: 'canViewFinancials',
  percentageChange: 'canViewFinancials',
  pastDuePayments: 'canViewFinancials',
  totalDueAmount: 'canViewFinancials',
  totalPTAmount: 'canViewPT',
  monthlyPTAmount: 'canViewPT',
  trainerPTStats: 'canViewPT',
} as const satisfies Partial<Record<keyof DashboardStats, PermissionFlag>>;

/** What GET /api/stats/dashboard answers: the statistics, without the figures the user may not see. */
export const dashboardStatsAnswer = dashboardStats.partial(
  Object.fromEntries(Object.keys(DASHBOARD_FIGURE_ACCESS).map((field) => [field, true])) as {
    [Field in keyof typeof DASHBOARD_FIGURE_ACCESS]: true;
  },
);

/** Members per plan today (the Membership Plan Distribution card). */
export const planDistribution = z.array(
  z.object({ planId: z.string(), planName: z.string(), active: z.number(), expired: z.number() }),
);

/**
 * GET /api/members?forDashboard=true: registrations grouped by month (joinDate = the month's first day), gender and
 * nationality, with how many; the growth, gender and nationality charts are drawn from these. Without includeAll,
 * the last 24 months (the longest growth range); with it, all time. `total` is the number of members.
 */
export const dashboardMembers = z.object({
  data: z.array(
    z.object({ joinDate: z.string(), gender: z.string(), nationality: z.string().nullable(), count: z.number() }),
  ),
  total: z.number(),
});
export type DashboardMembers = z.infer<typeof dashboardMembers>;

/** Change from last month in percent, one decimal; 0 when both are 0, 100 when only this month has money. */
export function percentageChange(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth === 0 ? 0 : 100;
  return Math.round(((thisMonth - lastMonth) / Math.abs(lastMonth)) * 1000) / 10;
}

/** The trainer ranking: top 10 by self-sourced sales this month (spec section 2). */
export const TRAINER_RANKING_SIZE = 10;
