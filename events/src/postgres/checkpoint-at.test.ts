import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../store/envelope.js';
import { metadata } from '../store/store-test-support.js';
import { storeForTests } from '../testing/store-test-database.js';

/** Time travel's lookup: which prefix of the log a view "as of" an instant shows. */
describe('checkpointAt: the log as of an instant', () => {
  const db = storeForTests('checkpoint_at');

  /** Appends one event recorded at `at` and returns its reader checkpoint. */
  async function logAt(at: string): Promise<Checkpoint> {
    const { position } = await db.store.appendToStreams(
      [{ streamId: `t-${randomUUID()}`, expectedVersion: 0, events: [{ type: 'Noted', data: {} }] }],
      { metadata: metadata({ at }) },
    );
    return (await db.store.checkpointOf(position))!;
  }

  it('is the newest event by time, and the whole log once the instant is after every event', async () => {
    // Times out of log order, as when a reaction recorded now sits between imported events of the past.
    const ten = await logAt('2026-01-01T10:00:00.000Z');
    const noon = await logAt('2026-01-01T12:00:00.000Z');
    const eleven = await logAt('2026-01-01T11:00:00.000Z');
    expect(noon.position).toBeLessThan(eleven.position);

    expect(await db.store.checkpointAt(new Date('2026-01-01T09:00:00.000Z'))).toBeNull();
    expect(await db.store.checkpointAt(new Date('2026-01-01T10:30:00.000Z'))).toEqual(ten);
    // Before noon: the newest event by its own time (the log up to it also holds the noon event logged earlier).
    expect(await db.store.checkpointAt(new Date('2026-01-01T11:30:00.000Z'))).toEqual(eleven);
    // At or after every event's time the view is live: the last event of the log, not the newest by time (noon).
    expect(await db.store.checkpointAt(new Date('2026-01-01T12:00:00.000Z'))).toEqual(eleven);
    expect(await db.store.checkpointAt(new Date('2026-01-01T12:30:00.000Z'))).toEqual(eleven);
  });
});
