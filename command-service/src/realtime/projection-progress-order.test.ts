import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { PROGRESS_CHANNEL } from '@gym/kernel/projection/service-contract/service-contract';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { ProjectionProgress } from './projection-progress.js';

const notice = (projector: string, position: number, status = 'live') =>
  JSON.stringify({ projector, commit: String(1000 + position), position, status, changed: true });

describe("command-service's progress listener, notices out of order", () => {
  let db: TestDatabase | undefined;
  let store: PostgresEventStore | undefined;
  let progress: ProjectionProgress | undefined;
  afterAll(async () => {
    await progress?.stop();
    await store?.close();
    await db?.drop();
  });

  it("keeps a projector's newer position when an older notice arrives after it, and still hears a failure", async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'progress_order');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'projection', projectionMigrations);
    store = new PostgresEventStore({ pool: db.pool });
    progress = new ProjectionProgress(db.pool, store, pino({ level: 'silent' }));
    await progress.start();
    const heard: string[] = [];
    progress.on('progress', (projector) => heard.push(projector));

    // One transaction, so delivered in this order: the newer position, then the older one, then a failure.
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, notice('members', 8)]);
      await client.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, notice('members', 7)]);
      await client.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, notice('check-ins', 8)]);
      await client.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, notice('check-ins', 5, 'failed')]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await expect.poll(() => heard.length).toBe(4);

    expect(progress.knownCheckpoints().get('members')).toEqual({ commit: '1008', position: 8 });
    // A failure is stored at the last good event, behind what the projector reported before: it counts all the same.
    expect(progress.knownCheckpoints().get('check-ins')).toEqual({ commit: '1005', position: 5 });
  });
});
