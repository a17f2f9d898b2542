import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { metadata } from '@gym/events/store/store-test-support';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { COUNTED } from '../testing/counting-projector.js';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';

const child = fileURLToPath(new URL('../testing/crash-child.ts', import.meta.url));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The child's batch size (crash-child.ts). */
const BATCH = 20;

function startChild(url: string): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', child, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (chunk) => String(chunk).includes('started') && resolve(proc));
    proc.on('exit', (code) => reject(new Error(`projection child exited early with ${code}`)));
  });
}

describe('a projection process killed mid-batch', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'crash');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'projection', projectionMigrations);
    store = new PostgresEventStore({ pool: db.pool });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  /** The committed state: the counted total and how many events lie at or before the stored checkpoint. */
  async function committedState() {
    const total = await db.pool.query<{ n: number }>(
      'SELECT coalesce(sum(events), 0)::int AS n FROM read.counting_counts',
    );
    const upToCheckpoint = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events e, projection.checkpoints c
       WHERE c.projector = 'counting' AND e.type = $1
         AND (e.transaction_id::text::numeric, e.position) <= (c.commit_id, c.position)`,
      [COUNTED],
    );
    return { counted: total.rows[0]!.n, atCheckpoint: upToCheckpoint.rows[0]!.n };
  }

  it('neither loses nor double-counts an event across repeated kills', async () => {
    // First start on an empty log builds the (empty) tables, so later starts follow the log batch by batch.
    const first = await startChild(db.url);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    const streams = 8;
    const perStream = 60;
    for (let i = 0; i < perStream; i++) {
      await store.appendToStreams(
        Array.from({ length: streams }, (_, s) => ({
          streamId: `s-${s}`,
          expectedVersion: i,
          events: [{ type: COUNTED, data: {} }],
        })),
        { metadata: metadata() },
      );
    }
    const total = streams * perStream;

    const countedAfterKill: number[] = [];
    let counted = 0;
    for (let round = 0; round < 4; round++) {
      const proc = await startChild(db.url);
      // Let round + 1 more batches commit (20 events each), then kill it at once, while the next one is (very likely)
      // in flight. Waiting for the commits, not for a time, lands every kill part-way through the log however slow the
      // machine: about 200 of the 480 events at most, each batch taking at least 15 ms to apply.
      const target = counted + (round + 1) * BATCH;
      while ((await committedState()).counted < target) await sleep(5);
      proc.kill('SIGKILL');
      await new Promise((resolve) => proc.once('exit', resolve));
      const state = await committedState();
      // Exactly the events up to the stored checkpoint are counted: the batch in flight left no trace.
      expect(state.counted).toBe(state.atCheckpoint);
      countedAfterKill.push(state.counted);
      counted = state.counted;
    }
    // Every kill really landed part-way through the log, not before any work or after all of it.
    expect(countedAfterKill.every((n) => n > 0 && n < total)).toBe(true);
    expect(countedAfterKill).toEqual([...countedAfterKill].sort((a, b) => a - b));

    const proc = await startChild(db.url);
    for (let waited = 0; (await committedState()).counted < total && waited < 20_000; waited += 50) await sleep(50);
    proc.kill('SIGKILL');
    const rows = await db.pool.query<{ stream_id: string; events: number }>(
      'SELECT stream_id, events FROM read.counting_counts ORDER BY stream_id',
    );
    expect(rows.rows).toEqual(Array.from({ length: streams }, (_, s) => ({ stream_id: `s-${s}`, events: perStream })));
  });
});
