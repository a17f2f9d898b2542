import { z } from 'zod';
import { errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { atRiskMember } from './marketing-contracts.js';
import { atRiskMembers } from './at-risk.js';
import { DEFAULT_AT_RISK_RULES } from './at-risk-rule.js';

/**
 * Members at risk of leaving, ranked with their reasons (canViewMarketing: it is who a campaign would reach);
 * `absentDays` and `endingWithinDays` tune the rule (14 and 14).
 */
export const atRiskRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/marketing/at-risk',
    {
      config: { access: 'canViewMarketing' },
      schema: {
        tags: ['marketing'],
        summary: 'Members at risk of leaving, ranked',
        querystring: z.object({
          absentDays: z.coerce.number().int().min(1).max(365).default(DEFAULT_AT_RISK_RULES.absentDays),
          endingWithinDays: z.coerce.number().int().min(1).max(365).default(DEFAULT_AT_RISK_RULES.endingWithinDays),
        }),
        response: { 200: z.array(atRiskMember), 400: errorAnswer },
      },
    },
    async (request) => atRiskMembers(deps.pool, await deps.calendar.today(), request.query),
  );
};
