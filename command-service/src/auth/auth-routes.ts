import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserByUsername } from '@gym/modules/people/accounts/public';
import type { StaffUser } from '@gym/kernel/http/request-auth';
import type { AppContext } from '../app/app-context.js';
import { HttpProblem, notFound } from '@gym/kernel/http/http-problem';
import { decoyHash, verifyPassword } from '@gym/modules/people/accounts/public';
import { DEMO_ACCOUNTS } from '@gym/modules/people/accounts/public';
import { readPasswordHash } from '@gym/modules/people/accounts/public';
import {
  demoInfo,
  demoLoginRequest,
  loginAnswer,
  loginRequest,
  sessionUser,
} from '@gym/modules/people/accounts/auth-contracts';
import type { SessionUser } from '@gym/modules/people/accounts/auth-contracts';
import { CSRF_HEADER, CSRF_HEADER_VALUE, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { SESSION_COOKIE, signedIn } from './authentication.js';
import { clearFailures, recordFailure, retryAfter } from './login-throttle.js';
import { createSession, revokeSession } from './session-store.js';

export const toSessionUser = ({ disabled: _disabled, ...user }: StaffUser): SessionUser => user;

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppContext }> = async (app, { deps }) => {
  const { pool, config } = deps;

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: StaffUser) {
    const { token, expiresAt } = await createSession(pool, user.id, {
      userAgent: request.headers['user-agent'],
      address: request.ip,
    });
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.production,
      path: '/',
      expires: expiresAt,
    });
    return { token, user: toSessionUser(user) };
  }

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie and returns a Bearer token for API clients',
        body: loginRequest,
        response: { 200: loginAnswer, 401: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const keys = { username, address: request.ip };
      const wait = await retryAfter(pool, keys);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        const minutes = Math.ceil(wait / 60);
        throw new HttpProblem(
          429,
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const user = await findUserByUsername(pool, username);
      const hash = user && !user.disabled ? await readPasswordHash(pool, user.id) : null;
      // Verify even for an unknown user, so the answer time does not tell which usernames exist.
      const valid = await verifyPassword(password, hash ?? (await decoyHash()));
      if (!user || user.disabled || !hash || !valid) {
        await recordFailure(pool, keys);
        throw new HttpProblem(401, 'Invalid username or password');
      }
      await clearFailures(pool, keys);
      return startSession(request, reply, user);
    },
  );

  app.get(
    '/api/auth/demo',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Whether the demo shortcut logins exist', response: { 200: demoInfo } },
    },
    async () => ({
      enabled: config.demo,
      accounts: config.demo ? DEMO_ACCOUNTS.map(({ account, label }) => ({ account, label })) : [],
    }),
  );

  app.post(
    '/api/auth/demo-login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Demo mode only: sign in as a demo account',
        body: demoLoginRequest,
        response: { 200: loginAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const demo = DEMO_ACCOUNTS.find((a) => a.account === request.body.account);
      if (!config.demo || !demo) throw notFound('Demo login');
      const user = await findUserByUsername(pool, demo.username);
      if (!user || user.disabled) throw notFound('Demo account');
      return startSession(request, reply, user);
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: sessionUser, 401: errorAnswer } },
    },
    async (request) => toSessionUser(signedIn(request).user),
  );

  app.post(
    '/api/auth/logout',
    {
      // Public so that signing out with a session that already ended still answers 204 and clears the cookie.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the session (204 even without one)',
        response: { 204: z.null(), 403: errorAnswer },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (auth) {
        // The CSRF rule still holds: a forged cross-site request must not end someone's session.
        if (auth.via === 'cookie' && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
          throw new HttpProblem(403, `Missing ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} header (CSRF protection)`);
        }
        await revokeSession(pool, auth.tokenHash);
        deps.authenticator.forgetSession(auth.tokenHash);
        deps.realtime.disconnectSession(auth.tokenHash);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
