import type { Pool } from 'pg';
import { readCheckpoints } from './checkpoints.js';
import type { PoisonEvent } from './checkpoints.js';
import type { Projector } from '@gym/kernel/projection/projector';

export interface ProjectionStatus {
  readonly name: string;
  /** `building`: no tables of this version yet (first start or a version change is being rebuilt). */
  readonly status: 'live' | 'failed' | 'building';
  readonly position: number;
  /** Log head − checkpoint, by global position. */
  readonly lag: number;
  readonly error: PoisonEvent | null;
  readonly updatedAt: string | null;
}

/** Query for other services (health, admin screens): how far each projector is, read from its checkpoint. */
export async function readProjectionStatus(pool: Pool, projectors: readonly Projector[]): Promise<ProjectionStatus[]> {
  const [rows, head] = await Promise.all([
    readCheckpoints(pool),
    pool.query<{ head: string | null }>('SELECT max(position)::text AS head FROM event_store.events'),
  ]);
  const headPosition = Number(head.rows[0]?.head ?? 0);
  const byName = new Map(rows.map((row) => [row.projector, row]));
  return projectors.map((projector) => {
    const row = byName.get(projector.name);
    const current = row && row.version === projector.version;
    return {
      name: projector.name,
      status: !current ? 'building' : row.status,
      position: row?.checkpoint.position ?? 0,
      lag: Math.max(0, headPosition - (row?.checkpoint.position ?? 0)),
      error: row?.error ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}
