import type { FastifyRequest } from 'fastify';
import { SYSTEM_ACTOR } from '../commands/actor.js';
import type { CommandContext } from '../commands/execute-command.js';
import { hashRequest, scopeIdempotencyKey } from '../commands/idempotency.js';
import { IDEMPOTENCY_KEY_HEADER } from '../contracts/common-contracts.js';
import { requestRefusals } from './request-refusals.js';
import type { ModuleContext } from './module-context.js';
import type {} from './request-auth.js';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;
/** Ids a client may pass along (correlation, causation): the same characters as a key, 1 to 100 of them. */
export const TRACE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
export const CAUSATION_ID_HEADER = 'x-causation-id';

/** An API client that issues a command because of an earlier one may say so; anything else is left out. */
function causationOf(request: FastifyRequest): { causationId?: string } {
  const value = request.headers[CAUSATION_ID_HEADER];
  if (value === undefined) return {};
  if (typeof value !== 'string' || !TRACE_ID_PATTERN.test(value)) {
    throw requestRefusals.invalid('causation_id');
  }
  return { causationId: value };
}

/**
 * The command context of a request: who acts (every event records it), its idempotency key scoped to that user and
 * this route, the request's fingerprint (so a reused key with another request is refused), the time. `upload` is the
 * file of a multipart request, which is part of what the request asks for but not of its JSON body.
 */
export function commandContext(
  request: FastifyRequest,
  deps: Pick<ModuleContext, 'store' | 'clock' | 'catalogue'>,
  upload?: Buffer,
): CommandContext {
  const clientKey = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (clientKey !== undefined && (typeof clientKey !== 'string' || !KEY_PATTERN.test(clientKey))) {
    throw requestRefusals.invalid('idempotency_key');
  }
  const user = request.auth?.user;
  const actor = user
    ? { id: user.id, name: user.name, username: user.username, role: user.role, roleName: user.roleName }
    : SYSTEM_ACTOR;
  const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
  return {
    store: deps.store,
    catalogue: deps.catalogue,
    actor,
    idempotencyKey: clientKey && scopeIdempotencyKey({ actorId: actor.id, route, clientKey }),
    request: clientKey
      ? {
          clientKey,
          route,
          hash: hashRequest({ method: request.method, url: request.url, body: request.body, upload }),
        }
      : undefined,
    correlationId: request.id,
    ...causationOf(request),
    command: route,
    clientAddress: request.ip,
    now: deps.clock.now(),
  };
}
