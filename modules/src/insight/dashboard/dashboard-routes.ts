import { readDashboard } from './dashboard-queries.js';
import { listPlans } from '../../membership/plans/public.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { describeFieldAccess, visibleFields } from '@gym/kernel/permissions/field-access';
import {
  DASHBOARD_FIGURE_ACCESS,
  dashboardStatsAnswer,
  percentageChange,
  planDistribution,
  TRAINER_RANKING_SIZE,
} from './dashboard-contracts.js';
import type { DashboardStats } from './dashboard-contracts.js';
import { toQar } from '@gym/kernel/contracts/money';
import { asOfQuery, requestedInstant, viewAsOf } from '@gym/kernel/http/as-of';
import type { ModuleContext } from '@gym/kernel/http/module-context';
import type { FastifyReply } from 'fastify';
import { DASHBOARD_AS_OF } from './dashboard-queries.js';
import type { DashboardFigures } from './dashboard-queries.js';

/** Today's figures, or those as of `asOf` (time travel) with the day they were for. */
async function figuresAt(
  deps: ModuleContext,
  reply: FastifyReply,
  asOf: string | undefined,
): Promise<{ figures: DashboardFigures; today: string }> {
  const instant = requestedInstant(asOf, deps.clock.now());
  if (!instant) {
    const today = await deps.calendar.today();
    return { figures: await readDashboard(deps.pool, today), today };
  }
  return viewAsOf(deps, reply, instant, DASHBOARD_AS_OF, async ({ db, schema }, today) => ({
    figures: await readDashboard(db, today, schema),
    today,
  }));
}

/**
 * The dashboard's figures (DESIGN section 6), for any signed-in user, without the money and PT figures their flags do
 * not cover; never cached by the browser.
 */
export const dashboardRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/stats/dashboard',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard statistics (spec section 3)',
        querystring: asOfQuery,
        description:
          'Any signed-in user. Figures that need a permission flag are left out of the answer (not set to 0) for a ' +
          `user without it: ${describeFieldAccess(DASHBOARD_FIGURE_ACCESS)}.`,
        response: { 200: dashboardStatsAnswer },
      },
    },
    async (request, reply) => {
      const { figures: f } = await figuresAt(deps, reply, request.query.asOf);
      reply.header('cache-control', 'no-store');
      const { male, female, other } = f.byGender;
      const stats: DashboardStats = {
        totalMembers: f.totalMembers,
        checkInsToday: f.checkInsToday,
        monthlyRevenue: toQar(f.collectedThisMonth),
        percentageChange: percentageChange(f.collectedThisMonth, f.collectedLastMonth),
        pastDuePayments: f.pastDueCount,
        totalDueAmount: toQar(f.pastDueAmount),
        activeMembers: male.active + female.active + other.active,
        activeMaleMembers: male.active,
        activeFemaleMembers: female.active,
        expiredMembers: male.expired + female.expired + other.expired,
        expiredMaleMembers: male.expired,
        expiredFemaleMembers: female.expired,
        totalPTAmount: toQar(f.totalPtAmount),
        monthlyPTAmount: toQar(f.monthlyPtAmount),
        trainerPTStats: [...f.trainers]
          .sort((a, b) => b.self - a.self || b.counter - a.counter || a.trainerName.localeCompare(b.trainerName))
          .slice(0, TRAINER_RANKING_SIZE)
          .map((t) => ({
            trainerId: t.trainerId,
            trainerName: t.trainerName,
            selfSourceAmount: toQar(t.self),
            counterSourceAmount: toQar(t.counter),
          })),
      };
      return visibleFields(signedIn(request).user, stats, DASHBOARD_FIGURE_ACCESS);
    },
  );

  app.get(
    '/api/stats/membership-plans',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['dashboard'],
        summary: 'Active and expired members per plan today (or as of an instant)',
        querystring: asOfQuery,
        response: { 200: planDistribution },
      },
    },
    async (request, reply) => {
      // Plan names are today's, also for a past instant.
      const { figures, today } = await figuresAt(deps, reply, request.query.asOf);
      const plans = await listPlans(deps.pool, today, true);
      const names = new Map(plans.map((p) => [p.id, p.name]));
      return [...figures.byPlan]
        .map(([planId, counts]) => ({ planId, planName: names.get(planId) ?? 'Unknown plan', ...counts }))
        .filter((p) => p.active > 0 || p.expired > 0)
        .sort((a, b) => b.active - a.active || a.planName.localeCompare(b.planName));
    },
  );
};
