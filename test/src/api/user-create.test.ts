import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../../../command-service/src/cli/create-user.ts', import.meta.url));

function createUser(databaseUrl: string, args: string[], password: string) {
  return run(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, GYM_NEW_PASSWORD: password },
  });
}

describe('npm run user:create', () => {
  const { t } = appForFile({ demo: false, label: 'usercreate' });

  it('creates an administrator who can sign in to a gym without demo accounts', async () => {
    const { stdout } = await createUser(t.db.url, ['--username', 'amina', '--name', 'Amina Al-Thani'], 'long-secret-1');
    expect(stdout).toContain('Created administrator "amina"');
    await t.caughtUp();
    const session = await signIn(t.baseUrl, 'amina', 'long-secret-1');
    const me = await call<{ role: string; name: string }>(t.baseUrl, 'GET', '/api/auth/me', { session });
    expect(me.body).toMatchObject({ role: 'administrator', name: 'Amina Al-Thani' });
  });

  it('refuses a taken username or a weak password and creates nothing', async () => {
    await expect(
      createUser(t.db.url, ['--username', 'Amina', '--name', 'Again'], 'long-secret-2'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('taken'),
    });
    await expect(createUser(t.db.url, ['--username', 'bob', '--name', 'Bob'], 'short')).rejects.toMatchObject({
      stderr: expect.stringContaining('At least 8 characters'),
    });
    const users = await t.db.pool.query(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'UserCreated'`);
    expect(users.rows[0]).toEqual({ n: 1 });
  });
});
