import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../app/config.js';
import { HttpProblem } from '@gym/kernel/http/http-problem';
import { DEMO_ACCOUNTS } from '@gym/modules/people/accounts/public';
import { isLoopbackClient } from './client-address.js';

/** The variable that opens demo sign-ins to the network; named so nobody sets it by accident. */
export const DEMO_REMOTE_VARIABLE = 'GYM_DEMO_ALLOW_REMOTE_INSECURE';

/**
 * Whether this client may use what everyone knows: the demo shortcut buttons, and the demo accounts' published
 * passwords. Only from the computer the app runs on, unless GYM_DEMO_ALLOW_REMOTE_INSECURE=1 (demo mode only).
 */
export function demoSignInAllowed(request: Pick<FastifyRequest, 'ip' | 'socket'>, config: AppConfig): boolean {
  return config.demoAllowRemoteInsecure === true || isLoopbackClient(request);
}

/**
 * Whether a username and password are one of the demo accounts' published pairs (admin / admin123, reception /
 * reception123). A demo account whose password was changed is an ordinary account.
 */
export function isPublishedDemoPassword(username: string, password: string): boolean {
  const name = username.trim().toLowerCase();
  return DEMO_ACCOUNTS.some((demo) => demo.username === name && demo.password === password);
}

export function remoteDemoLoginRefused(): HttpProblem {
  return new HttpProblem(
    403,
    'Demo sign-in works only on the computer running the app. To allow it from other computers (never for a real ' +
      `gym), start the app with ${DEMO_REMOTE_VARIABLE}=1.`,
  );
}

export function remoteDemoPasswordRefused(username: string): HttpProblem {
  return new HttpProblem(
    403,
    `"${username}" still has its published demo password, so it cannot sign in from another computer. Sign in on ` +
      'the computer running the app and change the password first.',
  );
}
