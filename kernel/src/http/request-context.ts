import type { FastifyRequest } from 'fastify';
import { SYSTEM_ACTOR } from '../commands/actor.js';
import type { CommandContext } from '../commands/execute-command.js';
import { IDEMPOTENCY_KEY_HEADER } from '../contracts/common-contracts.js';
import { badRequest } from './http-problem.js';
import type { ModuleContext } from './module-context.js';
import type {} from './request-auth.js';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

/** The command context of a request: who acts (every event records it), its idempotency key, the time. */
export function commandContext(
  request: FastifyRequest,
  deps: Pick<ModuleContext, 'store' | 'clock' | 'catalogue'>,
): CommandContext {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key !== undefined && (typeof key !== 'string' || !KEY_PATTERN.test(key))) {
    throw badRequest('Idempotency-Key must be 8 to 100 letters, digits or . _ : -');
  }
  const user = request.auth?.user;
  return {
    store: deps.store,
    catalogue: deps.catalogue,
    actor: user ? { id: user.id, name: user.name } : SYSTEM_ACTOR,
    idempotencyKey: key,
    correlationId: request.id,
    now: deps.clock.now(),
  };
}
