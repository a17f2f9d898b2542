import { readDashboard } from './dashboard-queries.js';
import { listPlans } from '../../membership/plans/public.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { dashboardStats, percentageChange, planDistribution, TRAINER_RANKING_SIZE } from './dashboard-contracts.js';
import type { DashboardStats } from './dashboard-contracts.js';
import { toQar } from '@gym/kernel/contracts/money';

/** The dashboard's figures (DESIGN section 6), for any signed-in user; never cached by the browser. */
export const dashboardRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/stats/dashboard',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard statistics (spec section 3)',
        response: { 200: dashboardStats },
      },
    },
    async (_request, reply): Promise<DashboardStats> => {
      const f = await readDashboard(deps.pool, await deps.calendar.today());
      reply.header('cache-control', 'no-store');
      const { male, female, other } = f.byGender;
      return {
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
    },
  );

  app.get(
    '/api/stats/membership-plans',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['dashboard'],
        summary: 'Active and expired members per plan today',
        response: { 200: planDistribution },
      },
    },
    async () => {
      const today = await deps.calendar.today();
      const [figures, plans] = await Promise.all([readDashboard(deps.pool, today), listPlans(deps.pool, today, true)]);
      const names = new Map(plans.map((p) => [p.id, p.name]));
      return [...figures.byPlan]
        .map(([planId, counts]) => ({ planId, planName: names.get(planId) ?? 'Unknown plan', ...counts }))
        .filter((p) => p.active > 0 || p.expired > 0)
        .sort((a, b) => b.active - a.active || a.planName.localeCompare(b.planName));
    },
  );
};
