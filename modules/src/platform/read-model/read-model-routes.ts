import { z } from 'zod';
import { commandAnswer, commandRefusals } from '@gym/kernel/contracts/common-contracts';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { findParkedEvent, readParkedEvents } from '@gym/kernel/projection/parked-events';
import { parkedEventParams, parkedEventView, resolveParkedEventInput } from './read-model-contracts.js';
import { readModelDecider } from './read-model-decider.js';
import { parkedEventStream } from './read-model-events.js';

const tags = ['event log'];

/**
 * The events read models parked (issue 43, DESIGN section 10), for settings managers on the Audit page: each with
 * its error, and the mark that it was corrected (the correcting command itself belongs to the record's own area).
 */
export const readModelRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/events/parked',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags,
        summary:
          'Events a read model could not apply and went on past (newest first, at most 200), with the error and ' +
          'whether a settings manager marked them corrected',
        response: { 200: z.array(parkedEventView) },
      },
    },
    async () => (await readParkedEvents(deps.pool)).map(({ message, ...parked }) => ({ ...parked, error: message })),
  );

  app.post(
    '/api/events/parked/:projector/:eventId/resolve',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags,
        summary: 'Mark a parked event corrected, saying what was done (recorded as ParkedEventResolved)',
        params: parkedEventParams,
        body: resolveParkedEventInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { projector, eventId } = request.params;
      const parked = await findParkedEvent(deps.pool, projector, eventId);
      const id = `${projector}/${eventId}`;
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: parkedEventStream(projector, eventId),
          decider: readModelDecider,
          command: { type: 'ResolveParkedEvent', projector, eventId, parked, note: request.body.note },
          answer: () => ({ id }),
          replay: () => ({ id }),
        }),
      );
      return { id, position };
    },
  );
};
