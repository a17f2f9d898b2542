import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas (never written by hand), at `GET /api/docs`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gym back office API',
        version: '1.0.0',
        description:
          'Authenticate with the session cookie from POST /api/auth/login (send X-Requested-With: XMLHttpRequest on ' +
          'changes) or with `Authorization: Bearer <token>`. Commands accept an Idempotency-Key header (8 to 100 ' +
          'letters, digits or . _ : -) and answer {id, position}. A key names one request of one user on one route: ' +
          'sent again with the same request it records nothing twice and answers as the first time; sent with a ' +
          'different request (another address or body) it is refused with 422 and nothing is done. A GET with ' +
          'X-Min-Position waits until the read model has caught up.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
}
