import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserByUsername } from '@gym/modules/people/accounts/public';
import type { StaffUser } from '@gym/kernel/http/request-auth';
import type { SignInEvent } from '@gym/modules/people/accounts/sign-in-events';
import type { AppContext } from '../app/app-context.js';
import { requestRefusals } from '@gym/kernel/http/request-refusals';
import { authRefusals } from './auth-refusals.js';
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
import {
  demoSignInAllowed,
  isPublishedDemoPassword,
  remoteDemoLoginRefused,
  remoteDemoPasswordRefused,
} from './demo-access.js';
import { reserveLoginAttempt } from './login-throttle.js';
import { createSession, revokeSession } from './session-store.js';
import { recordSignInEvent } from './sign-in-audit.js';

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
        description:
          'Failed attempts slow down: past a few failures per account and address (and per address, and per account ' +
          "anywhere) each next attempt must wait longer (429 with Retry-After). The demo accounts' published " +
          'passwords are refused (403) from other computers than the one running the app.',
        response: { 200: loginAnswer, 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const address = request.ip;
      const user = await findUserByUsername(pool, username);
      // Counted before the password is checked, so a burst of guesses cannot all be checked at once. A refusal is
      // counted for the log, which records each burst of them as one LoginThrottled event with the count.
      const attempt = await reserveLoginAttempt(deps, {
        username,
        address,
        now: deps.clock.now(),
        signIn: { account: user?.username ?? null },
      });
      const audit = (event: SignInEvent) => recordSignInEvent(deps, request, event, deps.clock.now());
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw waitToSignIn(attempt.retryAfterSeconds);
      }
      const hash = user && !user.disabled ? await readPasswordHash(pool, user.id) : null;
      // Verify even for an unknown user, so the answer time does not tell which usernames exist.
      const valid = await verifyPassword(password, hash ?? (await decoyHash()));
      const failure: LoginFailure | null = !user
        ? 'unknown-user'
        : user.disabled
          ? 'account-disabled'
          : !hash || !valid
            ? 'wrong-password'
            : isPublishedDemoPassword(username, password) && !demoSignInAllowed(request, config)
              ? 'demo-password-from-network'
              : null;
      if (failure) {
        await audit({ type: 'LoginFailed', data: { username: user?.username ?? null, address, reason: failure } });
        if (failure === 'demo-password-from-network') throw remoteDemoPasswordRefused(user!.username);
        throw authRefusals.problem(401, 'wrong_credentials');
      }
      await attempt.succeeded();
      return startSession(request, reply, user!);
    },
  );

  app.get(
    '/api/auth/demo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether demo mode is on, and the demo shortcut logins this client may use',
        response: { 200: demoInfo },
      },
    },
    async (request) => {
      const usable = config.demo && demoSignInAllowed(request, config);
      return {
        enabled: config.demo,
        accounts: usable ? DEMO_ACCOUNTS.map(({ account, label }) => ({ account, label })) : [],
        remoteSignIn: config.demo && config.demoAllowRemoteInsecure === true,
      };
    },
  );

  app.post(
    '/api/auth/demo-login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Demo mode only, and only from the computer running the app: sign in as a demo account',
        body: demoLoginRequest,
        response: { 200: loginAnswer, 400: errorAnswer, 403: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const demo = DEMO_ACCOUNTS.find((a) => a.account === request.body.account);
      if (!config.demo || !demo) throw authRefusals.problem(404, 'demo_off');
      if (!demoSignInAllowed(request, config)) throw remoteDemoLoginRefused();
      const user = await findUserByUsername(pool, demo.username);
      if (!user || user.disabled) throw authRefusals.problem(404, 'demo_account_missing');
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
          throw requestRefusals.problem(403, 'csrf');
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

type LoginFailure = Extract<SignInEvent, { type: 'LoginFailed' }>['data']['reason'];

/** "3 seconds", "1 minute", "15 minutes": how long to wait, as a person says it. */
/** 429 with the wait in seconds under a minute, else in whole minutes. */
function waitToSignIn(seconds: number) {
  return seconds < 60
    ? authRefusals.problem(429, 'sign_ins_wait_seconds', { seconds })
    : authRefusals.problem(429, 'sign_ins_wait_minutes', { minutes: Math.ceil(seconds / 60) });
}
