import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { LOG_START } from '../store/envelope.js';
import type { Checkpoint, RecordedEvent } from '../store/envelope.js';
import { metadata } from '../store/store-test-support.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import { eventStoreMigrations } from './event-store-migrations.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** The reader this design rejects: it trusts positions, which commit out of order under concurrent appends. */
async function readByPositionOnly(pool: Pool, after: number, type: string) {
  const result = await pool.query<{ position: string }>(
    'SELECT position::text FROM event_store.events WHERE position > $1 AND type = $2 ORDER BY position',
    [after, type],
  );
  return result.rows.map((r) => Number(r.position));
}

/** A gate the test opens by hand: the held append stays uncommitted until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('a commit that lands after a later position', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'ooo');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
  });
  afterAll(() => db.drop());

  /**
   * Append A (earlier position) and hold its transaction open; append B (later position) and commit; read; then
   * commit A and read again from where the first read stopped.
   */
  async function scenario(read: (after: Checkpoint) => Promise<{ positions: number[]; next: Checkpoint }>) {
    const type = `OutOfOrder-${randomUUID().slice(0, 8)}`;
    const hold = gate();
    let heldAppendStarted!: () => void;
    const aInserted = new Promise<void>((resolve) => (heldAppendStarted = resolve));
    const slow = new PostgresEventStore({
      pool: db.pool,
      beforeCommit: async () => {
        heldAppendStarted();
        await hold.opened;
      },
    });
    const fast = new PostgresEventStore({ pool: db.pool });
    const a = slow.appendToStreams(
      [{ streamId: `a-${randomUUID()}`, expectedVersion: 0, events: [{ type, data: {} }] }],
      {
        metadata: metadata(),
      },
    );
    await aInserted;
    const b = await fast.appendToStreams(
      [{ streamId: `b-${randomUUID()}`, expectedVersion: 0, events: [{ type, data: {} }] }],
      { metadata: metadata() },
    );
    const first = await read(LOG_START);
    hold.open();
    const aPosition = (await a).position;
    // Once A commits, nothing of this database holds readers back (transactions of other databases do not).
    const second = await read(first.next);
    await Promise.all([slow.close(), fast.close()]);
    expect(aPosition).toBeLessThan(b.position);
    return { seen: [...first.positions, ...second.positions], expected: [aPosition, b.position].sort((x, y) => x - y) };
  }

  it('is skipped by a reader that checkpoints on position alone (the bug the design avoids)', async () => {
    let type = '';
    const { seen, expected } = await scenario(async (after) => {
      // The naive reader keeps a bare position; reuse the checkpoint's position field for it.
      type ||= (
        await db.pool.query<{ type: string }>('SELECT type FROM event_store.events ORDER BY position DESC LIMIT 1')
      ).rows[0]!.type;
      const positions = await readByPositionOnly(db.pool, after.position, type);
      return { positions, next: { commit: '0', position: positions.at(-1) ?? after.position } };
    });
    expect(seen).not.toEqual(expected);
    expect(seen).toEqual([expected[1]]);
  });

  it('is delivered by the store reader, in commit order and exactly once', async () => {
    // Every held-back read asks which transactions in its way run in other databases (by default at most every
    // 200 ms), so another database's transaction begun between the two reads cannot hide A from the second.
    const store = new PostgresEventStore({ pool: db.pool, foreignCheckEveryMs: 0 });
    let type = '';
    const { seen, expected } = await scenario(async (after) => {
      type ||= (
        await db.pool.query<{ type: string }>('SELECT type FROM event_store.events ORDER BY position DESC LIMIT 1')
      ).rows[0]!.type;
      const { events, checkpoint } = await store.readAll({ after, limit: 100, types: [type] });
      return { positions: events.map((e: RecordedEvent) => e.position), next: checkpoint };
    });
    expect([...seen].sort((x, y) => x - y)).toEqual(expected);
    expect(seen).toHaveLength(2);
    await store.close();
  });
});
