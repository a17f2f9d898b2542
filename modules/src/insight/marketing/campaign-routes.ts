import { z } from 'zod';
import { idParams } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { startRun } from './campaign-run.js';
import { campaign, campaignInput, campaignReport } from './marketing-contracts.js';
import { campaignDecider } from './marketing-deciders.js';
import { campaignStream } from './marketing-events.js';
import {
  campaignReport as readReport,
  getCampaign,
  getSegment,
  getTemplate,
  gymFacts,
  listCampaigns,
  readDeliverySettings,
  segmentMembers,
} from './marketing-queries.js';
import { marketingRefusals } from './marketing-refusals.js';

const tags = ['marketing'];

/** Campaigns: one-off to a segment (sent when launched) or automatic (run daily by a job); their reports. */
export const campaignRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewMarketing' as const };
  const edit = { access: 'canEditMarketing' as const };

  app.get(
    '/api/marketing/campaigns',
    {
      config: view,
      schema: { tags, summary: 'Campaigns with their message counts', response: { 200: z.array(campaign) } },
    },
    () => listCampaigns(deps.pool),
  );

  app.get(
    '/api/marketing/campaigns/:id/report',
    {
      config: view,
      schema: {
        tags,
        summary: 'Sent, failed, opted out, renewed or came back',
        params: idParams,
        response: { 200: campaignReport, 404: errorAnswer },
      },
    },
    async (request) => {
      if (!(await getCampaign(deps.pool, request.params.id))) throw marketingRefusals.missing('campaign_not_found');
      return readReport(deps.pool, request.params.id);
    },
  );

  app.post(
    '/api/marketing/campaigns',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create a campaign',
        body: campaignInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const template = await getTemplate(deps.pool, body.templateId);
      if (!template) throw marketingRefusals.invalid('choose_template');
      if (body.kind === 'one-off' && body.segmentId && !(await getSegment(deps.pool, body.segmentId)))
        throw marketingRefusals.invalid('choose_segment');
      const context = commandContext(request, deps);
      const campaignId = deriveEntityId(context.idempotencyKey, 'campaign');
      const oneOff = body.kind === 'one-off';
      const { position } = await executeCommand(
        context,
        streamCommand({
          streamId: campaignStream(campaignId),
          decider: campaignDecider,
          command: {
            type: 'CreateCampaign' as const,
            created: {
              campaignId,
              name: body.name,
              kind: body.kind,
              segmentId: oneOff && !body.memberIds?.length ? (body.segmentId ?? null) : null,
              memberIds: oneOff && body.memberIds?.length ? body.memberIds : null,
              trigger: oneOff ? null : (body.trigger ?? null),
              templateId: template.id,
              templateName: template.name,
              channel: template.channel,
              language: body.language,
            },
          },
          answer: () => ({}),
          replay: () => ({}),
        }),
      );
      return reply.status(201).send({ id: campaignId, position });
    },
  );

  app.post(
    '/api/marketing/campaigns/:id/launch',
    {
      config: edit,
      schema: {
        tags,
        summary: "Send a one-off campaign to its segment's members now (each member once)",
        params: idParams,
        response: { 200: commandAnswer.extend({ queued: z.number() }), ...commandRefusals },
      },
    },
    async (request) => {
      const c = await getCampaign(deps.pool, request.params.id);
      if (!c) throw marketingRefusals.missing('campaign_not_found');
      if (c.kind !== 'one-off') throw marketingRefusals.invalid('automatic_sends_itself');
      const template = await getTemplate(deps.pool, c.templateId);
      if (!template) throw marketingRefusals.missing('template_not_found');
      const criteria = c.memberIds
        ? { memberIds: c.memberIds }
        : (await getSegment(deps.pool, c.segmentId ?? ''))?.criteria;
      if (!criteria) throw marketingRefusals.missing('segment_not_found');
      const recipients = await segmentMembers(deps.pool, criteria, await deps.calendar.today());
      const [settings, gym] = await Promise.all([readDeliverySettings(deps.pool), gymFacts(deps.pool)]);
      const { queued, position } = await executeCommand(
        commandContext(request, deps),
        startRun({
          campaignId: c.id,
          runId: 'launch',
          channel: c.channel,
          defaultLanguage: gym.defaultLanguage,
          template,
          recipients,
          publicUrl: settings.publicUrl || `http://${request.headers.host ?? 'localhost'}`,
        }),
      );
      return { id: c.id, position, queued };
    },
  );

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/api/marketing/campaigns/:id/${action}`,
      {
        config: edit,
        schema: {
          tags,
          summary: `${action === 'pause' ? 'Pause' : 'Resume'} an automatic campaign`,
          params: idParams,
          response: { 200: commandAnswer, ...commandRefusals },
        },
      },
      async (request) => {
        const campaignId = request.params.id;
        const { position } = await executeCommand(
          commandContext(request, deps),
          streamCommand({
            streamId: campaignStream(campaignId),
            decider: campaignDecider,
            command:
              action === 'pause'
                ? { type: 'PauseCampaign' as const, campaignId }
                : { type: 'ResumeCampaign' as const, campaignId },
            answer: () => ({}),
            replay: () => ({}),
          }),
        );
        return { id: campaignId, position };
      },
    );
  }
};
