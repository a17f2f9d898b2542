import { z } from 'zod';
import { idParams } from '@gym/kernel/contracts/text';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { saveRoutes } from './save-routes.js';
import { segment, segmentCriteria, segmentInput, segmentPreview } from './marketing-contracts.js';
import { segmentDecider } from './marketing-deciders.js';
import { segmentStream } from './marketing-events.js';
import { campaignsUsingSegment, countSegment, listSegments } from './marketing-queries.js';

const tags = ['marketing'];

/**
 * Segments (canViewMarketing reads and previews, canEditMarketing saves and deletes). A segment a campaign still
 * sends to (a one-off not yet sent, an active automatic one) is not deleted: 409 naming the campaigns.
 */
export const segmentRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewMarketing' as const };
  const edit = { access: 'canEditMarketing' as const };

  app.get(
    '/api/marketing/segments',
    {
      config: view,
      schema: { tags, summary: 'Segments with their member count today', response: { 200: z.array(segment) } },
    },
    async () => listSegments(deps.pool, await deps.calendar.today()),
  );

  // A POST because criteria are a structure, not a query string; it changes nothing.
  app.post(
    '/api/marketing/segments/preview',
    {
      config: view,
      schema: {
        tags,
        summary: 'How many members criteria select today, and the first few',
        body: z.object({ criteria: segmentCriteria }),
        response: { 200: segmentPreview, 400: errorAnswer },
      },
    },
    async (request) => countSegment(deps.pool, request.body.criteria, await deps.calendar.today()),
  );

  const save = (segmentId: string, body: z.infer<typeof segmentInput>, create: boolean) =>
    streamCommand({
      streamId: segmentStream(segmentId),
      decider: segmentDecider,
      command: { type: 'SaveSegment' as const, segmentId, name: body.name, criteria: body.criteria, create },
      answer: () => ({}),
      replay: () => ({}),
    });

  saveRoutes(app, deps, { path: '/api/marketing/segments', noun: 'segment', body: segmentInput, save });

  app.delete(
    '/api/marketing/segments/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a segment',
        params: idParams,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const segmentId = request.params.id;
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: segmentStream(segmentId),
          decider: segmentDecider,
          command: {
            type: 'DeleteSegment' as const,
            segmentId,
            usedBy: await campaignsUsingSegment(deps.pool, segmentId),
          },
          answer: () => ({}),
          replay: () => ({}),
        }),
      );
      return { id: segmentId, position };
    },
  );
};
