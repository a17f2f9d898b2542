import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectors } from '@gym/projection-service/projectors';
import { readProjectionStatus } from '@gym/projection-service/runner/projection-status';
import type { AppDependencies } from '../app/app-dependencies.js';

const healthAnswer = z.object({
  status: z.enum(['ok', 'starting', 'degraded']),
  projections: z.array(z.object({ name: z.string(), status: z.string(), lag: z.number(), position: z.number() })),
});

/**
 * `GET /api/health`: 200 `{status: "ok"}` once migrations ran (they run before the server listens) and every
 * projector is live on its current version; 503 while a projector is being built, or when one has stopped.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDependencies }> = async (app, { deps }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Readiness', response: { 200: healthAnswer, 503: healthAnswer } },
    },
    async (_request, reply) => {
      const projections = await readProjectionStatus(deps.pool, projectors);
      const status = projections.some((p) => p.status === 'failed')
        ? 'degraded'
        : projections.some((p) => p.status === 'building')
          ? 'starting'
          : 'ok';
      return reply.status(status === 'ok' ? 200 : 503).send({
        status,
        projections: projections.map(({ name, status: state, lag, position }) => ({
          name,
          status: state,
          lag,
          position,
        })),
      });
    },
  );
};
