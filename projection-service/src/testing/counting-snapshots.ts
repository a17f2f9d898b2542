import type { Pool } from 'pg';
import { expect } from 'vitest';
import type { EventStore } from '@gym/events/store/event-store';
import { metadata } from '@gym/events/store/store-test-support';
import { COUNTED } from './counting-projector.js';

/** `count` events of the counting projector on stream `a`, in one append: a log that is there when a pass starts. */
export function appendCounted(store: EventStore, count: number) {
  return store.appendToStreams(
    [
      {
        streamId: 'a',
        expectedVersion: 'any',
        events: Array.from({ length: count }, () => ({ type: COUNTED, data: {} })),
      },
    ],
    { metadata: metadata() },
  );
}

/** The counting projector's time-travel snapshots, oldest first. */
export async function countingSnapshots(pool: Pool) {
  const { rows } = await pool.query<{ id: string; position: string }>(
    `SELECT snapshot_id::text AS id, position::text FROM projection.as_of_snapshots
     WHERE projector = 'counting' ORDER BY position`,
  );
  return rows;
}

/** Each snapshot counts exactly the events up to its position (all on stream `a`, one a position). */
export async function expectCountsUpToTheirPosition(
  pool: Pool,
  snapshots: readonly { id: string; position: string }[],
) {
  for (const row of snapshots) {
    const copy = await pool.query<{ events: number }>(`SELECT events FROM asof_snap_${row.id}.counting_counts`);
    expect(copy.rows[0]!.events).toBe(Number(row.position));
  }
}
