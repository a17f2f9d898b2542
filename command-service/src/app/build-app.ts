import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthRoutes } from '../health/health-routes.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { registerStaticUi } from '../plugins/static-ui.js';
import type { AppDependencies } from './app-dependencies.js';

/** Answers slower than this are logged as warnings (the spec's client warns above 500 ms too). */
const SLOW_REQUEST_MS = 500;

/** Assembles the HTTP application; `main.ts` listens with it, tests call `inject` or listen on a free port. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    // Behind a proxy in production the client address comes from X-Forwarded-For (rate limits need it).
    trustProxy: deps.config.production,
    // One line per request at debug level (the desk polls); a slow answer is a warning.
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const entry = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) };
    if (ms > SLOW_REQUEST_MS) request.log.warn(entry, 'slow request');
    else request.log.debug(entry, 'request');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(healthRoutes, { deps });
  await registerStaticUi(app, deps.config.uiDist);
  return app;
}
