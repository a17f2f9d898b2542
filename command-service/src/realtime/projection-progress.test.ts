import pg from 'pg';
import type { Logger } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { PROGRESS_CHANNEL } from '@gym/kernel/projection/service-contract/service-contract';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { ProjectionProgress } from './projection-progress.js';

/** Polls a condition (40 s at most): the listener's tries are a second apart. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("command-service's progress listener", () => {
  let db: TestDatabase | undefined;
  let admin: pg.Client | undefined;
  let progress: ProjectionProgress | undefined;
  afterAll(async () => {
    await progress?.stop();
    await admin?.end();
    await db?.drop();
  });

  it('listens again after the database refused it for a while, and hears progress again', async () => {
    const serverUrl = inject('databaseServerUrl');
    db = await createTestDatabase(serverUrl, 'progress_listener');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'projection', projectionMigrations);
    const name = new URL(db.url).pathname.slice(1);
    const warnings: string[] = [];
    const log = { warn: (_: unknown, message: string) => warnings.push(message) } as unknown as Logger;
    progress = new ProjectionProgress(db.pool, new PostgresEventStore({ pool: db.pool }), log);
    await progress.start();
    expect(progress.listening).toBe(true);

    // The database refuses new connections (as while it restarts), and the listener's connection is cut.
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = $2', [
        name,
        `LISTEN ${PROGRESS_CHANNEL}`,
      ]);
      await until(() => !progress!.listening, 'the listener notices');
      await until(() => warnings.includes('progress listener could not reconnect; trying again'), 'a try fails');
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    await until(() => progress!.listening, 'the listener is back');

    const heard: string[] = [];
    progress.on('progress', (projector) => heard.push(projector));
    const notice = { projector: 'members', commit: '1', position: '1', status: 'live', changed: true };
    await until(async () => {
      await db!.pool.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, JSON.stringify(notice)]);
      return heard.includes('members');
    }, 'a notice is heard');
    expect(progress.knownCheckpoints().get('members')).toEqual({ commit: '1', position: 1 });
  }, 90_000);
});
