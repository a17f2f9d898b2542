import type { z } from 'zod';
import { deriveEntityId } from '@gym/events/store/ids';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandHandler } from '@gym/kernel/commands/execute-command';
import { commandAnswer, commandRefusals } from '@gym/kernel/contracts/common-contracts';
import { idParams } from '@gym/kernel/contracts/text';
import type { ModuleContext, ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';

type RouteApp = Parameters<ModuleRoutes>[0];

/**
 * The two routes that save a marketing item kept whole on a stream of its own (a segment, a template): POST `path`
 * saves a new one under an id derived from the Idempotency-Key (201), PUT `path/:id` saves it again, changed. Both
 * need canEditMarketing.
 */
export function saveRoutes<Body extends z.ZodType>(
  app: RouteApp,
  deps: ModuleContext,
  item: {
    readonly path: string;
    /** What it is, for the summaries and the derived id: `segment`, `template`. */
    readonly noun: string;
    readonly body: Body;
    readonly save: (id: string, body: z.output<Body>, create: boolean) => CommandHandler<unknown>;
  },
): void {
  const config = { access: 'canEditMarketing' as const };
  const tags = ['marketing'];
  app.route({
    method: 'POST',
    url: item.path,
    config,
    schema: {
      tags,
      summary: `Save a new ${item.noun}`,
      body: item.body,
      response: { 201: commandAnswer, ...commandRefusals },
    },
    handler: async (request, reply) => {
      const context = commandContext(request, deps);
      const id = deriveEntityId(context.idempotencyKey, item.noun);
      const { position } = await executeCommand(context, item.save(id, request.body as z.output<Body>, true));
      return reply.status(201).send({ id, position });
    },
  });
  app.route({
    method: 'PUT',
    url: `${item.path}/:id`,
    config,
    schema: {
      tags,
      summary: `Change a ${item.noun}`,
      params: idParams,
      body: item.body,
      response: { 200: commandAnswer, ...commandRefusals },
    },
    handler: async (request) => {
      const { id } = request.params as z.output<typeof idParams>;
      const body = request.body as z.output<Body>;
      const { position } = await executeCommand(commandContext(request, deps), item.save(id, body, false));
      return { id, position };
    },
  });
}
