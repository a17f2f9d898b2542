import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { projectorsOf } from '@gym/kernel/modules/module-manifest';
import { modules } from '@gym/modules/modules';
import { seedYearOfGym } from '../support/sample-history.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm run rebuild` as an operator runs it: the command, its output and exit code, on a real database. */
describe('npm run rebuild', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    // A log the service never ran on (just generated): no projection schema, no read tables yet.
    db = await createTestDatabase(inject('databaseServerUrl'), 'rebuild_command');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await seedYearOfGym(db.pool, { members: 40, seed: 77 });
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
  });

  const rebuild = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'projection-service/src/cli/rebuild.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn', AS_OF_SNAPSHOT_EVERY: '100' } },
    );

  it('builds every read table, then takes time travel snapshots with the new tables live, leaving nothing behind', async () => {
    const { stdout } = await rebuild('--all');
    // Every projector of the module list, and the audit trail's names.
    expect(stdout).toMatch(new RegExp(`rebuilt ${projectorsOf(modules).length} projector\\(s\\) up to position \\d+`));
    expect(stdout).toContain(
      "taking time travel's snapshots of members, dashboard (the new tables are live meanwhile)",
    );
    expect(stdout).toMatch(/snapshots taken in [\d.]+ s more/);
    const members = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM read.members');
    expect(members.rows[0]!.n).toBe(40);
    const snapshots = await db.pool.query<{ projector: string; n: number }>(
      'SELECT projector, count(*)::int AS n FROM projection.as_of_snapshots GROUP BY 1 ORDER BY 1',
    );
    // At least 100 positions apart over a log of about 1,500 (check-ins are not read into Node: a batch may span more).
    for (const row of snapshots.rows) expect(row.n, row.projector).toBeGreaterThanOrEqual(3);
    expect(snapshots.rows.map((r) => r.projector)).toEqual(['dashboard', 'members']);
    const left = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%'`,
    );
    expect(left.rows[0]!.n).toBe(0);
  }, 120_000);

  it('names the projectors and exits 2 for one it does not know', async () => {
    const failure = (await rebuild('no-such-projector').then(
      () => null,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | null;
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('Usage: npm run rebuild -- <projector>|--all');
    expect(failure?.stderr).toMatch(/Projectors: .*members.*dashboard/);
  }, 60_000);
});
