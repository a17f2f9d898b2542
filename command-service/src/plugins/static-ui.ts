import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { STATUS_TEXT } from './error-handler.js';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io');

/**
 * Serves the built UI at `/`. Any other GET that is not an API call gets `index.html`, so a deep link such as
 * `/members/42` opens the app, which routes it. Unknown API routes answer a JSON 404.
 */
export async function registerStaticUi(app: FastifyInstance, uiDist: string): Promise<void> {
  const built = existsSync(join(uiDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: uiDist,
      wildcard: false,
      // Hashed assets never change; index.html must always be revalidated so a new build is picked up.
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !isApiPath(request.url)) {
      if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .type('text/html')
        .send('<!doctype html><title>Gym</title><p>The UI is not built. Run <code>npm run build</code>.</p>');
    }
    return reply.status(404).send({
      statusCode: 404,
      error: STATUS_TEXT[404],
      code: 'request.not_found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    });
  });
}
