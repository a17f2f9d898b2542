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

/** The projectors' notices as command-service's progress listener hears them, each test on a database of its own. */
describe("command-service's progress listener, hearing the projectors' notices", () => {
  const opened: StoreTestDatabase[] = [];
  const listeners: ProjectionProgress[] = [];
  afterAll(async () => {
    for (const progress of listeners) await progress.stop();
    for (const database of opened) await database.close();
  });

  /** A started listener on a fresh database, and the projectors it has heard of so far, in order. */
  async function listening(name: string) {
    const database = await openStoreTestDatabase(name);
    opened.push(database);
    const { db, store } = database;
    await migrate(db.pool, 'projection', projectionMigrations);
    const progress = new ProjectionProgress(db.pool, store, pino({ level: 'silent' }));
    listeners.push(progress);
    await progress.start();
    const heard: string[] = [];
    progress.on('progress', (projector) => heard.push(projector));
    return { db, progress, heard };
  }

  /*
   * A command that reads the tables of some projectors only (the class booking: the classes' tables) waits for those
   * to reach the log's head, not for every projector: the audit trail and the reports applying the desk's previous
   * booking held every booking back.
   */
  it('waits for the projectors named only, and for all of them when none are', async () => {
    const { db, progress, heard } = await listening('progress_named');
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

  it("keeps a projector's newer position when an older notice arrives after it, and still hears a failure", async () => {
    const { db, progress, heard } = await listening('progress_order');

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
