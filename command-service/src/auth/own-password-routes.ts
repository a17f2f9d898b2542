import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { authRefusals } from './auth-refusals.js';
import { commandContext } from '@gym/kernel/http/request-context';
import { ownPasswordRequest } from '@gym/modules/people/accounts/auth-contracts';
import {
  hashPassword,
  readPasswordHash,
  runAccountsCommand,
  savePasswordHash,
  verifyPassword,
} from '@gym/modules/people/accounts/public';
import type { AppContext } from '../app/app-context.js';
import { signedIn } from './authentication.js';
import { reserveLoginAttempt } from './login-throttle.js';
import { revokeOtherSessions } from './session-store.js';

/**
 * Every signed-in user changes their own password (issue 10, item 13: the receptionist had no way to). The current
 * password is checked like a sign-in (the same throttle, so a left-open desk cannot be used to guess it); a wrong one
 * is a 400, not a 401, because the session itself is fine. The change is an event (the audit trail says so, never
 * the password), and the user's other sessions end while this one stays signed in.
 */
export const ownPasswordRoutes: FastifyPluginAsyncZod<{ deps: AppContext }> = async (app, { deps }) => {
  const { pool } = deps;

  app.post(
    '/api/auth/password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (any signed-in user); your other sessions end',
        body: ownPasswordRequest,
        response: { 200: commandAnswer, 400: errorAnswer, 401: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const user = auth.user;
      // Not a sign-in: a refusal here is told to wait but is not a LoginThrottled sign-in in the log.
      const attempt = await reserveLoginAttempt(deps, {
        username: user.username,
        address: request.ip,
        now: deps.clock.now(),
      });
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw authRefusals.problem(429, 'passwords_wait', { seconds: attempt.retryAfterSeconds });
      }
      const hash = await readPasswordHash(pool, user.id);
      if (!hash || !(await verifyPassword(request.body.currentPassword, hash))) {
        throw authRefusals.invalid('wrong_current_password');
      }
      await attempt.succeeded();
      await savePasswordHash(pool, user.id, await hashPassword(request.body.newPassword));
      const { id, position } = await runAccountsCommand(commandContext(request, deps), {
        type: 'ChangePassword',
        userId: user.id,
      });
      await revokeOtherSessions(pool, user.id, auth.tokenHash);
      deps.authenticator.forgetUser(user.id);
      deps.realtime.disconnectUserExcept(user.id, auth.tokenHash);
      return { id, position };
    },
  );
};
