// `npm run user:create`: creates a staff account (an administrator by default) for a gym that runs without demo mode.
//   npm run user:create -- --username amina --name "Amina Al-Thani" [--email a@b.qa] [--role administrator]
// The password is asked for on the terminal, or read from GYM_NEW_PASSWORD (for scripts).
import { parseArgs } from 'node:util';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';
import { catalogue } from '@gym/modules/catalogue';
import { runAccountsCommand } from '@gym/modules/people/accounts/public';
import { savePasswordHash } from '@gym/modules/people/accounts/public';
import { hashPassword } from '@gym/modules/people/accounts/public';
import { SYSTEM_ACTOR } from '@gym/kernel/commands/actor';
import { DomainError } from '@gym/kernel/commands/domain-error';
import { commandServiceMigrations } from '../app/command-service-migrations.js';
import { createUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { ask } from './prompt.js';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', default: 'administrator' },
  },
});

const username = values.username ?? (await ask('Username: '));
const name = values.name ?? (await ask('Full name: '));
let password = process.env.GYM_NEW_PASSWORD;
if (!password) {
  password = await ask('Password (at least 8 characters): ', true);
  if ((await ask('Repeat the password: ', true)) !== password) {
    console.error('The passwords differ; nothing was created.');
    process.exit(1);
  }
}
const input = createUserRequest.safeParse({ username, name, email: values.email ?? null, password, role: values.role });
if (!input.success) {
  console.error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(1);
}

const pool = createPool({ connectionString: requireDatabaseUrl(), applicationName: 'user-create', max: 2 });
const store = createEventStore({ pool });
try {
  await migrate(pool, 'event-store', eventStoreMigrations);
  await migrate(pool, 'command-service', commandServiceMigrations);
  const passwordHash = await hashPassword(input.data.password);
  const context = { store, catalogue, actor: { ...SYSTEM_ACTOR, name: 'user:create' }, now: new Date() };
  await runAccountsCommand(context, { type: 'EnsureBuiltInRoles' });
  const { id } = await runAccountsCommand(context, {
    type: 'CreateUser',
    username: input.data.username,
    name: input.data.name,
    email: input.data.email || null,
    roleId: input.data.role,
  });
  await savePasswordHash(pool, Number(id), passwordHash);
  console.log(`Created ${input.data.role} "${input.data.username}" (user ${String(id)}).`);
} catch (error) {
  if (error instanceof DomainError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await store.close();
  await pool.end();
}
