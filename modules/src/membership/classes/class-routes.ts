import { z } from 'zod';
import { idParam, singleLine } from '@gym/kernel/contracts/text';
import { CLASSES_STREAM } from './class-events.js';
import { deriveEntityId } from '@gym/events/store/ids';
import { listClasses } from './classes-queries.js';
import { classesDecider } from './class-decider.js';
import type { ClassCommand } from './class-decider.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';

export const classRoutes: ModuleRoutes = async (app, { deps }) => {
  const run = (request: Parameters<typeof commandContext>[0], command: ClassCommand) =>
    executeCommand(
      commandContext(request, deps),
      streamCommand({
        streamId: CLASSES_STREAM,
        decider: classesDecider,
        command,
        answer: () => ({ id: command.classId }),
        replay: () => ({ id: command.classId }),
      }),
    );

  app.get(
    '/api/classes',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['classes'],
        summary: 'Classes',
        response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) },
      },
    },
    () => listClasses(deps.pool),
  );

  app.post(
    '/api/classes',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['classes'],
        summary: 'Add a class',
        body: z.object({ name: singleLine().trim().min(1, 'Class name is required').max(60) }),
        response: { 201: commandAnswer, 400: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const classId = deriveEntityId(commandContext(request, deps).idempotencyKey, 'class');
      const { position } = await run(request, { type: 'AddClass', classId, name: request.body.name });
      return reply.status(201).send({ id: classId, position });
    },
  );

  app.delete(
    '/api/classes/:id',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['classes'],
        summary: 'Remove a class',
        params: z.object({ id: idParam() }),
        response: { 200: commandAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { position } = await run(request, { type: 'RemoveClass', classId: request.params.id });
      return { id: request.params.id, position };
    },
  );
};
