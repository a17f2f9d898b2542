import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { openStoreTestDatabase } from '@gym/events/testing/store-test-database';
import type { StoreTestDatabase } from '@gym/events/testing/store-test-database';
import { PROGRESS_CHANNEL } from '@gym/kernel/projection/service-contract/service-contract';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { ProjectionProgress } from './projection-progress.js';

const notice = (projector: string, position: number, status = 'live') =>
  JSON.stringify({ projector, commit: String(1000 + position), position, status, changed: true });

describe("command-service's progress listener, notices out of order", () => {
  let opened: StoreTestDatabase | undefined;
  let progress: ProjectionProgress | undefined;
  afterAll(async () => {
    await progress?.stop();
    await opened?.close();
  });

  it("keeps a projector's newer position when an older notice arrives after it, and still hears a failure", async () => {
    opened = await openStoreTestDatabase('progress_order');
    const { db, store } = opened;
    await migrate(db.pool, 'projection', projectionMigrations);
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
