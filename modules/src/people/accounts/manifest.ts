import { accountEvents } from './account-events.js';
import { accountsProjector } from './accounts-projector.js';
import { accountsRoutes } from './accounts-routes.js';
import { ACCOUNTS_TOPIC } from './accounts-topics.js';
import { signInEvents } from './sign-in-events.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** Staff accounts and roles (users, roles as data, credentials); sign-in and sessions are the platform's (command-service/src/auth). */
export const accountsModule = {
  name: 'accounts',
  context: 'people',
  events: [...accountEvents, ...signInEvents],
  projectors: [accountsProjector],
  routes: [accountsRoutes],
  topics: [ACCOUNTS_TOPIC],
} as const satisfies ModuleManifest;
