import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import type { Checkpoint } from '../store/envelope.js';
import { metadata } from '../store/store-test-support.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import { eventStoreMigrations } from './event-store-migrations.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Time travel's lookup: which prefix of the log a view "as of" an instant shows. */
describe('checkpointAt: the log as of an instant', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'checkpoint_at');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    store = new PostgresEventStore({ pool: db.pool });
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  /** Appends one event recorded at `at` and returns its reader checkpoint. */
  async function logAt(at: string): Promise<Checkpoint> {
    const { position } = await store.appendToStreams(
      [{ streamId: `t-${randomUUID()}`, expectedVersion: 0, events: [{ type: 'Noted', data: {} }] }],
      { metadata: metadata({ at }) },
    );
    return (await store.checkpointOf(position))!;
  }

  it('is the newest event by time, and the whole log once the instant is after every event', async () => {
    // Times out of log order, as when a reaction recorded now sits between imported events of the past.
    const ten = await logAt('2026-01-01T10:00:00.000Z');
    const noon = await logAt('2026-01-01T12:00:00.000Z');
    const eleven = await logAt('2026-01-01T11:00:00.000Z');
    expect(noon.position).toBeLessThan(eleven.position);

    expect(await store.checkpointAt(new Date('2026-01-01T09:00:00.000Z'))).toBeNull();
    expect(await store.checkpointAt(new Date('2026-01-01T10:30:00.000Z'))).toEqual(ten);
    // Before noon: the newest event by its own time (the log up to it also holds the noon event logged earlier).
    expect(await store.checkpointAt(new Date('2026-01-01T11:30:00.000Z'))).toEqual(eleven);
    // At or after every event's time the view is live: the last event of the log, not the newest by time (noon).
    expect(await store.checkpointAt(new Date('2026-01-01T12:00:00.000Z'))).toEqual(eleven);
    expect(await store.checkpointAt(new Date('2026-01-01T12:30:00.000Z'))).toEqual(eleven);
  });
});
