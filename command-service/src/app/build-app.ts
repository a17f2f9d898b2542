import { randomUUID } from 'node:crypto';
import { DEFAULT_TRUSTED_PROXIES } from './config.js';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from '../auth/auth-routes.js';
import { ownLanguageRoutes } from '../auth/own-language-routes.js';
import { ownPasswordRoutes } from '../auth/own-password-routes.js';
import type { Access } from '../auth/access.js';
import { registerAuthentication } from '../auth/authentication.js';
import { Authenticator } from '../auth/authenticator.js';
import { eventLogRoutes } from '../event-log/event-log-routes.js';
import { healthRoutes } from '../health/health-routes.js';
import { catalogueOf, projectorsOf, reactorsOf, topicAccessOf } from '@gym/kernel/modules/module-manifest';
import { AsOfReader } from '@gym/kernel/projection/as-of/as-of-reader';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { modules as allModules } from '@gym/modules/modules';
import { TRACE_ID_PATTERN } from '@gym/kernel/http/request-context';
import { revokeUserSessions } from '../auth/session-store.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { registerOpenApi } from '../plugins/openapi.js';
import { registerReadYourWrites } from '../plugins/read-your-writes.js';
import { registerCommandsSeeEarlierWrites } from '../plugins/commands-see-earlier-writes.js';
import { registerSecurityHeaders } from '../plugins/security-headers.js';
import { registerStaticUi } from '../plugins/static-ui.js';
import { ProjectionProgress } from '../realtime/projection-progress.js';
import { SocketGateway } from '../realtime/socket-gateway.js';
import type { AppContext } from './app-context.js';
import type { AppDependencies } from './app-dependencies.js';
import { GymCalendar } from './gym-calendar.js';

export interface ApiRoute {
  readonly method: string;
  readonly url: string;
  readonly access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
  }
}

/** Answers slower than this are logged as warnings (the spec's client warns above 500 ms too). */
const SLOW_REQUEST_MS = 500;
const CORRELATION_ID_HEADER = 'x-correlation-id';

/**
 * Assembles the HTTP application with the routes of every module in the list; `main.ts` listens with it, tests
 * listen on a free port or call `inject` (and may pass a longer list, e.g. with a toy area).
 */
export async function buildApp(
  deps: AppDependencies,
  modules: readonly ModuleManifest[] = allModules,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    // Behind the reverse proxy of production the client address comes from X-Forwarded-For, believed only as far as
    // the trusted proxies reach (see DEFAULT_TRUSTED_PROXIES); elsewhere it is the connection's.
    trustProxy: deps.config.production ? [...(deps.config.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)] : false,
    // One line per request at debug level (the desk polls); a slow answer is a warning.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // The request id is the correlation id of every event the request causes: unique across restarts and
    // instances, or the client's own `X-Correlation-Id` when it sends a well-formed one (issue 13).
    genReqId: (request) => {
      const sent = request.headers[CORRELATION_ID_HEADER];
      return typeof sent === 'string' && TRACE_ID_PATTERN.test(sent) ? sent : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const entry = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) };
    if (ms > SLOW_REQUEST_MS) request.log.warn(entry, 'slow request');
    else request.log.debug(entry, 'request');
  });
  registerErrorHandler(app);

  const progress = new ProjectionProgress(deps.pool, deps.store, deps.log);
  await progress.start();
  const authenticator = new Authenticator(deps.pool);
  const realtime = new SocketGateway(app.server, deps.pool, authenticator, deps.log, progress, topicAccessOf(modules));
  const catalogue = catalogueOf(modules);
  const projectors = projectorsOf(modules, catalogue);
  const context: AppContext = {
    ...deps,
    projectors,
    reactors: reactorsOf(modules),
    asOf: new AsOfReader(deps.pool, deps.store, projectors),
    progress,
    realtime,
    authenticator,
    catalogue,
    calendar: new GymCalendar(deps.pool, deps.clock),
    sessions: {
      async endAllOf(userId) {
        await revokeUserSessions(deps.pool, userId);
        authenticator.forgetUser(userId);
        realtime.disconnectUser(userId);
      },
    },
  };
  app.addHook('onClose', async () => {
    await realtime.close();
    await progress.stop();
  });

  // Every API route and the access it declared: the permission-matrix test walks this list.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access: route.config?.access ?? 'public' });
    }
  });

  await registerSecurityHeaders(app, deps.config.production);
  await app.register(cookie);
  await app.register(multipart);
  await registerOpenApi(app);
  registerAuthentication(app, authenticator);
  registerReadYourWrites(app, progress);
  registerCommandsSeeEarlierWrites(app, deps.store, progress);

  await app.register(healthRoutes, { deps: context });
  await app.register(authRoutes, { deps: context });
  await app.register(ownPasswordRoutes, { deps: context });
  await app.register(ownLanguageRoutes, { deps: context });
  await app.register(eventLogRoutes, { deps: context, modules });
  for (const module of modules) {
    for (const routes of module.routes ?? []) await app.register(routes, { deps: context });
  }
  await registerStaticUi(app, deps.config.uiDist);
  return app;
}
