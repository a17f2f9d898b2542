import { z } from 'zod';
import { idParam, idParams } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { loadState } from '@gym/kernel/commands/stream-command';
import { displayName, loadMember, memberRefusals } from '../../membership/members/public.js';
import { firstNameFor, queueDirectMessage, recipientOf } from '../marketing/public.js';
import { channel } from '../marketing/marketing-contracts.js';
import { planAsText } from './plan-text.js';
import { advisorProfile, fitnessPlan, memberProfileHint, savePlanRequest, savedPlan } from './advisor-contracts.js';
import { planDecider } from './advisor-decider.js';
import { fitnessPlanStream } from './advisor-events.js';
import { getSavedPlan, listSavedPlans, memberProfileHint as readHint } from './advisor-queries.js';
import { advise, aiEndpointFromEnv } from './ai-engine.js';
import { advisorRefusals } from './advisor-refusals.js';

/**
 * The AI fitness advisor. Making a plan needs only a session (the spec: any signed-in user); reading what a member's
 * record says and the plans saved to a member need canViewMembers, saving one canEditMembers.
 */
export const advisorRoutes: ModuleRoutes = async (app, { deps }) => {
  const endpoint = aiEndpointFromEnv();

  app.post(
    '/api/ai-fitness/plan',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['ai-fitness'],
        summary: 'A weekly plan and nutrition guidance for a profile (offline rules, or the configured AI endpoint)',
        body: advisorProfile,
        response: { 200: fitnessPlan, 400: errorAnswer },
      },
    },
    (request) => advise(request.body, endpoint),
  );

  app.get(
    '/api/ai-fitness/members/:id/profile',
    {
      config: { access: 'canViewMembers' },
      schema: {
        tags: ['ai-fitness'],
        summary: "What a member's record tells the advisor",
        params: idParams,
        response: { 200: memberProfileHint, 404: errorAnswer },
      },
    },
    async (request) => {
      const hint = await readHint(deps.pool, request.params.id, await deps.calendar.today());
      if (!hint) throw memberRefusals.missing('not_found');
      return hint;
    },
  );

  app.get(
    '/api/ai-fitness/plans',
    {
      config: { access: 'canViewMembers' },
      schema: {
        tags: ['ai-fitness'],
        summary: 'Plans saved to a member, newest first',
        querystring: z.object({ memberId: idParam() }),
        response: { 200: z.array(savedPlan) },
      },
    },
    (request) => listSavedPlans(deps.pool, request.query.memberId),
  );

  app.get(
    '/api/ai-fitness/plans/:id',
    {
      config: { access: 'canViewMembers' },
      schema: {
        tags: ['ai-fitness'],
        summary: 'One saved plan',
        params: idParams,
        response: { 200: savedPlan, 404: errorAnswer },
      },
    },
    async (request) => {
      const plan = await getSavedPlan(deps.pool, request.params.id);
      if (!plan) throw advisorRefusals.missing('plan_not_found');
      return plan;
    },
  );

  app.post(
    '/api/ai-fitness/plans',
    {
      config: { access: 'canEditMembers' },
      schema: {
        tags: ['ai-fitness'],
        summary: 'Save a plan to a member',
        body: savePlanRequest,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const planId = deriveEntityId(context.idempotencyKey, 'fitness-plan');
      const { memberId, plan } = request.body;
      const { position } = await executeCommand(context, {
        async plan(ctx) {
          const [member, state] = await Promise.all([
            loadMember(ctx, memberId),
            loadState(ctx, fitnessPlanStream(planId), planDecider),
          ]);
          const profile = member.state.registered ? member.state.profile : null;
          const events = planDecider.decide(
            {
              type: 'SavePlan',
              planId,
              memberId,
              member: profile ? { name: displayName(profile), archived: member.state.archived } : null,
              plan,
            },
            state.state,
          );
          return {
            appends: [{ streamId: fitnessPlanStream(planId), expectedVersion: state.version, events }],
            answer: {},
          };
        },
        replay: () => ({}),
      });
      return reply.status(201).send({ id: planId, position });
    },
  );

  app.post(
    '/api/ai-fitness/plans/:id/send',
    {
      config: { access: 'canEditMembers' },
      schema: {
        tags: ['ai-fitness'],
        summary: 'Send a saved plan to its member by e-mail, SMS or WhatsApp (through the marketing outbox)',
        params: idParams,
        body: z.object({ channel }),
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const messageId = deriveEntityId(context.idempotencyKey, 'fitness-plan-message');
      const planId = request.params.id;
      const { position } = await executeCommand(context, {
        async plan(ctx) {
          const [saved, state] = await Promise.all([
            getSavedPlan(deps.pool, planId),
            loadState(ctx, fitnessPlanStream(planId), planDecider),
          ]);
          const events = planDecider.decide(
            { type: 'SendPlan', planId, channel: request.body.channel, messageId },
            state.state,
          );
          const memberId = state.state.memberId ?? '';
          const recipient = await recipientOf(deps.pool, memberId);
          if (!saved || !recipient) throw advisorRefusals.missing('plan_not_found');
          // The plan is written in English (the advisor writes it so), so its message goes in English whatever the
          // member's language; the outbox records that.
          const text = planAsText(saved.plan, firstNameFor(recipient, 'en'), recipient.gymName);
          const message = await queueDirectMessage(
            ctx,
            deps.pool,
            { messageId, memberId, channel: request.body.channel, about: planId, language: 'en', ...text },
            `http://${request.headers.host ?? 'localhost'}`,
          );
          return {
            appends: [{ streamId: fitnessPlanStream(planId), expectedVersion: state.version, events }, message],
            answer: {},
          };
        },
        replay: () => ({}),
      });
      return reply.status(201).send({ id: messageId, position });
    },
  );
};
