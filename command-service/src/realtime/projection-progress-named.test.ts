import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { openStoreTestDatabase } from '@gym/events/testing/store-test-database';
import type { StoreTestDatabase } from '@gym/events/testing/store-test-database';
import { PROGRESS_CHANNEL } from '@gym/kernel/projection/service-contract/service-contract';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { ProjectionProgress } from './projection-progress.js';

const notice = (projector: string, position: number) =>
  JSON.stringify({ projector, commit: String(1000 + position), position, status: 'live', changed: true });

/*
 * A command that reads the tables of some projectors only (the class booking: the classes' tables) waits for those
 * to reach the log's head, not for every projector: the audit trail and the reports applying the desk's previous
 * booking held every booking back.
 */
describe("command-service's progress listener, waiting for named projectors", () => {
  let opened: StoreTestDatabase | undefined;
  let progress: ProjectionProgress | undefined;
  afterAll(async () => {
    await progress?.stop();
    await opened?.close();
  });

  it('waits for the projectors named only, and for all of them when none are', async () => {
    opened = await openStoreTestDatabase('progress_named');
    const { db, store } = opened;
    await migrate(db.pool, 'projection', projectionMigrations);
    progress = new ProjectionProgress(db.pool, store, pino({ level: 'silent' }));
    await progress.start();
    const heard: string[] = [];
    progress.on('progress', (projector) => heard.push(projector));
    const say = (projector: string, position: number) =>
      db.pool.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, notice(projector, position)]);

    await say('classes', 9);
    await say('audit', 4);
    await expect.poll(() => heard.length).toBe(2);
    const target = { commit: '1009', position: 9 };

    expect(await progress.waitForCheckpoint(target, 100, undefined, ['classes'])).toBe(true);
    // The audit trail is behind: a wait naming it, or naming none, times out.
    expect(await progress.waitForCheckpoint(target, 100, undefined, ['classes', 'audit'])).toBe(false);
    expect(await progress.waitForCheckpoint(target, 100)).toBe(false);

    // A wait for the classes' projector goes on while another gets there, and ends when the classes' does.
    let ended = false;
    const waiting = progress
      .waitForCheckpoint({ commit: '1012', position: 12 }, 5000, undefined, ['classes'])
      .finally(() => (ended = true));
    await say('audit', 12);
    await expect.poll(() => heard.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toBe(false);
    await say('classes', 12);
    expect(await waiting).toBe(true);
    expect(await progress.waitForCheckpoint({ commit: '1012', position: 12 }, 100)).toBe(true);
  });
});
