import { z } from 'zod';
import { idParam } from '@gym/kernel/contracts/text';
import { localDate } from '@gym/events/catalogue/common-schemas';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { packageDecider } from './pt-decider.js';
import { ptPackageStream } from './pt-events.js';

/**
 * Sessions delivered on a PT package (canEditPT): each is an event, numbered in order, and is what a trainer paid
 * on sessions delivered earns commission on in the payroll.
 */
export const ptSessionRoutes: ModuleRoutes = async (app, { deps }) => {
  app.post(
    '/api/personal-trainings/:id/sessions',
    {
      config: { access: 'canEditPT' as const },
      schema: {
        tags: ['personal-training'],
        summary: 'Record a session of the package as delivered (today unless a day is given)',
        params: z.object({ id: idParam() }),
        body: z.object({ deliveredOn: localDate.optional() }).default({}),
        response: { 201: commandAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const packageId = request.params.id;
      const deliveredOn = request.body.deliveredOn ?? (await deps.calendar.today());
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: ptPackageStream(packageId),
          decider: packageDecider,
          command: { type: 'DeliverSession', packageId, deliveredOn },
          answer: () => ({}),
          replay: () => ({}),
        }),
      );
      return reply.status(201).send({ id: packageId, position });
    },
  );
};
