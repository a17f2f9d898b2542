import { z } from 'zod';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { atRiskMember } from './marketing-contracts.js';
import { atRiskMembers } from './at-risk.js';

/** Members at risk of leaving, ranked with their reasons (canViewMarketing: it is who a campaign would reach). */
export const atRiskRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/marketing/at-risk',
    {
      config: { access: 'canViewMarketing' },
      schema: {
        tags: ['marketing'],
        summary: 'Members at risk of leaving, ranked',
        response: { 200: z.array(atRiskMember) },
      },
    },
    async () => atRiskMembers(deps.pool, await deps.calendar.today()),
  );
};
