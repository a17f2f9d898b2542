import type { FastifyInstance } from 'fastify';
import { requestRefusals } from '@gym/kernel/http/request-refusals';
import { MIN_POSITION_HEADER, READ_MODEL_STALE_HEADER } from '@gym/kernel/contracts/common-contracts';
import type { ProjectionProgress } from '../realtime/projection-progress.js';

/** How long a GET waits for the read model before answering with what it has. */
export const MIN_POSITION_WAIT_MS = 2000;

/**
 * Read-your-writes (DESIGN section 1): a GET carrying `X-Min-Position: <position>` (from a command's answer) waits
 * until every live projector has passed that event, at most 2 s; after that it answers anyway, marked stale.
 */
export function registerReadYourWrites(app: FastifyInstance, progress: ProjectionProgress): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    const header = request.headers[MIN_POSITION_HEADER];
    if (header === undefined) return;
    const position = Number(header);
    if (!Number.isSafeInteger(position) || position < 0) throw requestRefusals.invalid('min_position');
    if (position === 0) return;
    const reached = await progress.waitFor(position, MIN_POSITION_WAIT_MS);
    if (!reached) reply.header(READ_MODEL_STALE_HEADER, 'true');
  });
}
