import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app/app-context.js';
import { healthAnswer, livenessAnswer } from '@gym/kernel/contracts/health-contracts';
import { HealthCheck } from './health-check.js';
import { DEFAULT_HEALTH_THRESHOLDS } from './health-rules.js';

/**
 * `GET /api/health`: 200 `ok` when every part is up; 503 `starting` while projections are first built, 503
 * `degraded` naming the part when one is down or lagging (a stopped projector or reactor makes its part down) (see health-rules.ts for the thresholds).
 * `GET /api/health/live`: 200 while this instance runs and reaches its database, for a reverse proxy choosing
 * between instances (a projection outage must not make it drop every instance at once).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppContext }> = async (app, { deps }) => {
  const health = new HealthCheck({
    pool: deps.pool,
    store: deps.store,
    projectors: deps.projectors,
    reactors: deps.reactors,
    progress: deps.progress,
    realtime: deps.realtime,
    thresholds: { ...DEFAULT_HEALTH_THRESHOLDS, ...deps.config.health },
  });

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Health of each part: event store, projections and reactors (heartbeat, state, lag), socket gateway',
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (_request, reply) => {
      const answer = await health.report();
      return reply
        .status(answer.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );

  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness of this instance (for load balancers)',
        response: { 200: livenessAnswer },
      },
    },
    async () => {
      await deps.pool.query('SELECT 1');
      return { status: 'ok' as const };
    },
  );
};
