import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestRefusals } from '@gym/kernel/http/request-refusals';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@gym/kernel/contracts/common-contracts';
import { allows } from './access.js';
import type { Authenticated } from './access.js';
import type { Authenticator } from './authenticator.js';

export const SESSION_COOKIE = 'gym_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token of a request: a Bearer header (API clients) wins over the browser's cookie. */
export function credentialsOf(request: FastifyRequest): { token: string; via: Authenticated['via'] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Authentication and authorisation for every `/api` route, server-side (DESIGN section 5): each route declares its
 * access in `config.access` (checked when routes are registered); before the body is even parsed, the session is
 * resolved, 401 without one, 403 without the route's permission flag, and 403 for a cookie-authenticated change that
 * lacks the CSRF header.
 */
export function registerAuthentication(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const credentials = credentialsOf(request);
    if (credentials) request.auth = await authenticator.authenticate(credentials.token, credentials.via);
    if (access === 'public') return;
    const auth = request.auth;
    if (!auth) throw requestRefusals.problem(401, 'sign_in');
    if (
      auth.via === 'cookie' &&
      !SAFE_METHODS.has(request.method) &&
      request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE
    ) {
      throw requestRefusals.problem(403, 'csrf');
    }
    if (!allows(auth.user, access)) throw requestRefusals.problem(403, 'forbidden');
  });
}

/** The signed-in user of a route (the kernel's, so modules' routes use the same). */
export { signedIn } from '@gym/kernel/http/request-auth';
