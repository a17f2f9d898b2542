import { ACCOUNTS_STREAM } from './account-events.js';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { EventStore } from '@gym/events/store/event-store';
import { SYSTEM_ACTOR } from '@gym/kernel/commands/actor';
import { loadState } from '@gym/kernel/commands/stream-command';
import { accountsDecider } from './accounts-decider.js';
import { runAccountsCommand } from './accounts-commands.js';
import { readPasswordHash, savePasswordHash } from './credentials.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { hashPassword } from './password-hashing.js';

/**
 * At every start: the built-in roles exist; in demo mode the demo accounts exist and can sign in with their known
 * passwords (a password someone changed is left alone). Reads the stream, not the read model, which may not be
 * built yet.
 */
export async function bootstrapAccounts(options: {
  store: EventStore;
  catalogue: EventCatalogue;
  pool: Pool;
  demo: boolean;
  log: Logger;
}) {
  const context = { store: options.store, catalogue: options.catalogue, actor: SYSTEM_ACTOR, now: new Date() };
  await runAccountsCommand(context, { type: 'EnsureBuiltInRoles' });
  if (!options.demo) return;
  const { state } = await loadState(context, ACCOUNTS_STREAM, accountsDecider);
  for (const demo of DEMO_ACCOUNTS) {
    const existing = [...state.users.entries()].find(([, user]) => user.username.toLowerCase() === demo.username);
    const userId = existing
      ? existing[0]
      : Number(
          (
            await runAccountsCommand(context, {
              type: 'CreateUser',
              username: demo.username,
              name: demo.name,
              email: null,
              roleId: demo.roleId,
            })
          ).id,
        );
    if (!(await readPasswordHash(options.pool, userId))) {
      await savePasswordHash(options.pool, userId, await hashPassword(demo.password));
      options.log.info({ username: demo.username }, 'demo account ready');
    }
  }
}
