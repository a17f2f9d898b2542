import type { FastifyInstance } from 'fastify';
import type { EventStore } from '@gym/events/store/event-store';
import type { ProjectionProgress } from '../realtime/projection-progress.js';
import { MIN_POSITION_WAIT_MS } from './read-your-writes.js';

/**
 * Read-your-writes for commands (issue 43, item 5). Many commands check other records in the read tables before
 * they decide (a campaign's template exists, a payroll run has people in service); the read tables follow the log a
 * moment later, so a command sent right after the write it depends on used to miss it ("Choose a template that
 * exists" for a template saved the instant before). Every signed-in command now first waits until the read model has
 * applied every event acknowledged before it (the log's head when it arrives), as a GET with X-Min-Position does: at
 * most 2 s, and only while the projectors are seen moving. Waiting costs nothing when the read model is caught up,
 * which is nearly always; routes that decide from the log alone declare `decidesFromTheLogAlone` and skip it, and
 * routes that read the tables of a few projectors name them in `readsTablesOf` and wait for those only. Public
 * routes (sign-in, the readers' protocol) are not commands of a staff member and skip it too.
 */

/**
 * A working projection service reports progress within a batch (tens of milliseconds); when none comes for this long
 * while the read model is behind, it is down or restarting, and the desk is not kept waiting for it at every command
 * (the projection-service crash test's desks were held 2 s a command while it was killed). 1 s, not 500 ms: on a
 * machine 2–3 times slower and busy, a projector held half a second by another transaction's lock was taken for a
 * stopped one, and a campaign made right after its template was refused ("Choose a template that exists", the
 * earlier-writes test, 2026-12-06).
 */
export const STALL_MS = 1_000;

export function registerCommandsSeeEarlierWrites(
  app: FastifyInstance,
  store: EventStore,
  progress: ProjectionProgress,
): void {
  app.decorateRequest('tablesCaughtUp', null);
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const config = request.routeOptions.config;
    if (!config.access || config.access === 'public' || config.decidesFromTheLogAlone) return;
    const caughtUp = (async () => {
      const head = await store.head();
      if (head.position === 0) return;
      const reached = await progress.waitForCheckpoint(head, MIN_POSITION_WAIT_MS, STALL_MS, config.readsTablesOf);
      if (!reached) {
        request.log.warn({ head }, 'command decided before the read model caught up with the writes before it');
      }
    })();
    if (!config.readsTablesLate) return caughtUp;
    // The handler awaits it before its first read-table query; one refused before that never does.
    caughtUp.catch(() => undefined);
    request.tablesCaughtUp = caughtUp;
  });
}
