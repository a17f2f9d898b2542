import type { Pool } from 'pg';
import type { Checkpoint } from '@gym/events/store/envelope';
import { compareCheckpoints } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import { readCheckpoints } from './checkpoints.js';
import { parkedSummary } from '../parked-events.js';
import type { ParkedEventRef, PoisonEvent } from '../parked-events.js';
import type { Projector } from '../projector.js';

export interface ProjectionStatus {
  readonly name: string;
  /** `building`: no tables of this version yet (first start or a version change is being rebuilt). */
  readonly status: 'live' | 'failed' | 'building';
  readonly checkpoint: Checkpoint;
  /** Events of this projector's types it has not applied yet, counted up to LAG_COUNT_LIMIT. */
  readonly lagEvents: number;
  /** How old the oldest event this projector still has to apply is (0 when it has applied all of its events). */
  readonly lagSeconds: number;
  readonly error: PoisonEvent | null;
  readonly updatedAt: string | null;
  /** Events it parked (could not apply, and went on past): how many and the latest, or null when none. */
  readonly parked: { readonly count: number; readonly latest: ParkedEventRef } | null;
}

/**
 * Pending events are counted by reading them (the same on either store; positions are byte offsets on KurrentDB), so
 * the count stops here: a health check must stay cheap however far behind a stopped service is.
 */
export const LAG_COUNT_LIMIT = 1000;

export interface ProjectionStatusOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly projectors: readonly Projector[];
  /** Fresher checkpoints than the stored ones (idle projectors write theirs a second late), e.g. from NOTIFY. */
  readonly known?: ReadonlyMap<string, Checkpoint>;
  readonly now?: Date;
}

/**
 * Query for other services (health, admin screens): how far each projector is and how far behind. Works on either
 * event store: the head and the oldest pending event come through the store's port.
 */
export async function readProjectionStatus(options: ProjectionStatusOptions): Promise<ProjectionStatus[]> {
  const { pool, store, projectors, known } = options;
  const now = (options.now ?? new Date()).getTime();
  const [rows, head, parked] = await Promise.all([readCheckpoints(pool), store.head(), parkedSummary(pool)]);
  const byName = new Map(rows.map((row) => [row.projector, row]));
  return Promise.all(
    projectors.map(async (projector): Promise<ProjectionStatus> => {
      const row = byName.get(projector.name);
      const current = row !== undefined && row.version === projector.version;
      const stored = row?.checkpoint ?? { commit: '0', position: 0 };
      const fresher = known?.get(projector.name);
      const checkpoint = current && fresher && compareCheckpoints(fresher, stored) > 0 ? fresher : stored;
      // Only a live projector's wait means anything (a failed one waits for a fix, a building one has no checkpoint).
      const behind = current && row.status === 'live' && compareCheckpoints(checkpoint, head) < 0;
      const pending = behind
        ? (await store.readAll({ after: checkpoint, limit: LAG_COUNT_LIMIT, types: projector.eventTypes })).events
        : [];
      return {
        name: projector.name,
        status: !current ? 'building' : row.status,
        checkpoint,
        lagEvents: pending.length,
        lagSeconds: pending[0] ? Math.max(0, (now - Date.parse(pending[0].metadata.at)) / 1000) : 0,
        error: row?.error ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        parked: parked.get(projector.name) ?? null,
      };
    }),
  );
}
