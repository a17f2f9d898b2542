import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planDays } from '@gym/events/calendar/local-date';
import { deriveEntityId } from '@gym/events/store/ids';
import { planStream } from '@gym/events/plans/plan-events';
import { listPlans } from '@gym/projection-service/plans/plans-queries';
import type { PlanView } from '@gym/projection-service/plans/plans-queries';
import type { AppContext } from '../app/app-context.js';
import { commandContext } from '../app/request-context.js';
import { executeCommand } from '../commands/execute-command.js';
import { streamCommand } from '../commands/stream-command.js';
import { commandAnswer, errorAnswer } from '../contracts/common-contracts.js';
import { toDirhams, toQar } from '../contracts/money.js';
import { plan, planInput, planPatch } from '../contracts/plan-contracts.js';
import type { Plan } from '../contracts/plan-contracts.js';
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
export const planRoutes: FastifyPluginAsyncZod<{ deps: AppContext }> = async (app, { deps }) => {
  const run = (request: Parameters<typeof commandContext>[0], planId: string, command: PlanCommand) =>
    executeCommand(
      commandContext(request, deps),
      streamCommand({
        store: deps.store,
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
        querystring: z.object({ includeInactive: z.stringbool().optional() }),
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
        params: z.object({ id: z.string().min(1) }),
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
