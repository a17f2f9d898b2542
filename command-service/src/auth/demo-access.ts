import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../app/config.js';
import type { HttpProblem } from '@gym/kernel/http/http-problem';
import { authRefusals } from './auth-refusals.js';
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
  return authRefusals.problem(403, 'demo_remote', { variable: DEMO_REMOTE_VARIABLE });
}

export function remoteDemoPasswordRefused(username: string): HttpProblem {
  return authRefusals.problem(403, 'demo_password_remote', { username });
}
