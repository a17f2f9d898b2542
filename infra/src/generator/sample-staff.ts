import type { EventStore } from '@gym/events/store/event-store';
import { SYSTEM_ACTOR } from '@gym/kernel/commands/actor';
import { loadState } from '@gym/kernel/commands/stream-command';
import { catalogue } from '@gym/modules/catalogue';
import { ACCOUNTS_STREAM } from '@gym/modules/people/accounts/account-events';
import { runAccountsCommand } from '@gym/modules/people/accounts/accounts-commands';
import { accountsDecider } from '@gym/modules/people/accounts/accounts-decider';
import { SAMPLE_STAFF_ACCOUNTS } from './staff.js';
import type { GymStaff, Staff } from './staff.js';

/**
 * The sample gym's staff as real accounts (issue 10, item 14): created through the accounts commands before the
 * history is written (an account already there under the same username is used as it is), so every sample event
 * names a user the app knows. They get no password: nobody signs in as them until an administrator sets one.
 * Runs before the services start, so it does not race the app's own bootstrap of the `accounts` stream.
 */
export async function ensureSampleStaff(store: EventStore): Promise<GymStaff> {
  const context = { store, catalogue, actor: SYSTEM_ACTOR, now: new Date() };
  await runAccountsCommand(context, { type: 'EnsureBuiltInRoles' });
  const { state } = await loadState(context, ACCOUNTS_STREAM, accountsDecider);
  const people: Staff[] = [];
  for (const account of SAMPLE_STAFF_ACCOUNTS) {
    const existing = [...state.users.entries()].find(([, user]) => user.username.toLowerCase() === account.username);
    const userId = existing
      ? existing[0]
      : Number(
          (
            await runAccountsCommand(context, {
              type: 'CreateUser',
              username: account.username,
              name: account.name,
              email: null,
              roleId: account.roleId,
            })
          ).id,
        );
    const name = existing ? existing[1].name : account.name;
    people.push({ id: String(userId), userId, name, username: account.username, role: account.roleId });
  }
  return { desk: people.slice(0, 5), manager: people[5]! };
}
