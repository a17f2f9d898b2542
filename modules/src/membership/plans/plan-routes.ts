import { z } from 'zod';
import { idParam, queryFlag } from '@gym/kernel/contracts/text';
import { planDays } from '@gym/events/calendar/local-date';
import { deriveEntityId } from '@gym/events/store/ids';
import { planStream } from './plan-events.js';
import { listPlans } from './plans-queries.js';
import type { PlanView } from './plans-queries.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { toDirhams, toQar } from '@gym/kernel/contracts/money';
import { plan, planInput, planPatch } from './plan-contracts.js';
import type { Plan } from './plan-contracts.js';
import { planDecider } from './plan-decider.js';
import type { PlanCommand } from './plan-decider.js';

export function toPlan(view: PlanView): Plan {
  return {
    ...view,
    price: toQar(view.price),
    joiningFee: toQar(view.joiningFee),
    durationDays: planDays(view.duration, view.durationUnit),
  };
}

const money = <T extends { price?: number | undefined; joiningFee?: number | undefined }>(terms: T) => ({
  ...terms,
  ...(terms.price !== undefined ? { price: toDirhams(terms.price) } : {}),
  ...(terms.joiningFee !== undefined ? { joiningFee: toDirhams(terms.joiningFee) } : {}),
});

/** Membership plans: anyone signed in reads them (the desk sells them); settings managers change them. */
export const planRoutes: ModuleRoutes = async (app, { deps }) => {
  const run = (request: Parameters<typeof commandContext>[0], planId: string, command: PlanCommand) =>
    executeCommand(
      commandContext(request, deps),
      streamCommand({
        streamId: planStream(planId),
        decider: planDecider,
        command,
        answer: () => ({ id: planId }),
        replay: () => ({ id: planId }),
      }),
    );

  app.get(
    '/api/membership-plans',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['plans'],
        summary: 'Membership plans (active ones unless includeInactive=true)',
        querystring: z.object({ includeInactive: queryFlag().optional() }),
        response: { 200: z.array(plan) },
      },
    },
    async (request) =>
      (await listPlans(deps.pool, await deps.calendar.today(), request.query.includeInactive ?? false)).map(toPlan),
  );

  app.post(
    '/api/membership-plans',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['plans'],
        summary: 'Create a plan',
        body: planInput,
        response: { 201: commandAnswer, 400: errorAnswer },
      },
    },
    async (request, reply) => {
      const { active, ...terms } = request.body;
      const planId = deriveEntityId(commandContext(request, deps).idempotencyKey, 'plan');
      const { position } = await run(request, planId, { type: 'CreatePlan', planId, terms: money(terms), active });
      return reply.status(201).send({ id: planId, position });
    },
  );

  app.patch(
    '/api/membership-plans/:id',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['plans'],
        summary: 'Change a plan, or (de)activate it with {active}',
        params: z.object({ id: idParam() }),
        body: planPatch,
        response: { 200: commandAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { active, ...terms } = request.body;
      const { position } = await run(request, request.params.id, {
        type: 'ChangePlan',
        planId: request.params.id,
        terms: money(terms),
        active,
      });
      return { id: request.params.id, position };
    },
  );
};
