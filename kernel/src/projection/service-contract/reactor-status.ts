import type { Pool } from 'pg';
import type { Checkpoint } from '@gym/events/store/envelope';
import { compareCheckpoints } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import type { Reactor } from '../../reaction/reactor.js';
import type { PoisonEvent } from '../parked-events.js';
import { LAG_COUNT_LIMIT } from './projection-status.js';

export interface ReactorStatus {
  readonly name: string;
  /** `starting`: no checkpoint yet, the projection service has not started this reactor (it begins at the head). */
  readonly status: 'live' | 'failed' | 'starting';
  readonly checkpoint: Checkpoint | null;
  /** Events of this reactor's types it has not handled yet, counted up to LAG_COUNT_LIMIT; null unless live. */
  readonly lagEvents: number | null;
  /** How old the oldest of them is (0 when it has handled all of its events); null unless live. */
  readonly lagSeconds: number | null;
  /** The event a failed reactor stopped on, and why; it stays stopped on it until someone fixes the cause. */
  readonly error: PoisonEvent | null;
  readonly updatedAt: string | null;
}

interface Row {
  reactor: string;
  commit_id: string;
  position: string;
  status: 'live' | 'failed';
  error: PoisonEvent | null;
  updated_at: Date;
}

export interface ReactorStatusOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly reactors: readonly Pick<Reactor, 'name' | 'eventTypes'>[];
  readonly now?: Date;
}

/**
 * Query for other services (health): each reactor's state from `projection.reactor_checkpoints`, the runner's own
 * record, so it tells the same from any process. Lag is counted for live reactors only: a live reactor saves its
 * checkpoint after every read (even of no event of its types), so the count reads a few events past it; a failed one
 * is stuck at its poison event and counting from there would read ever more of the log on every health check.
 */
export async function readReactorStatus(options: ReactorStatusOptions): Promise<ReactorStatus[]> {
  const { pool, store, reactors } = options;
  const now = (options.now ?? new Date()).getTime();
  const [{ rows }, head] = await Promise.all([
    pool.query<Row>(
      'SELECT reactor, commit_id::text, position::text, status, error, updated_at FROM projection.reactor_checkpoints',
    ),
    store.head(),
  ]);
  const byName = new Map(rows.map((row) => [row.reactor, row]));
  return Promise.all(
    reactors.map(async (reactor): Promise<ReactorStatus> => {
      const row = byName.get(reactor.name);
      if (!row) {
        return {
          name: reactor.name,
          status: 'starting',
          checkpoint: null,
          lagEvents: null,
          lagSeconds: null,
          error: null,
          updatedAt: null,
        };
      }
      const checkpoint = { commit: row.commit_id, position: Number(row.position) };
      const live = row.status === 'live';
      const pending =
        live && compareCheckpoints(checkpoint, head) < 0
          ? (await store.readAll({ after: checkpoint, limit: LAG_COUNT_LIMIT, types: reactor.eventTypes })).events
          : [];
      return {
        name: reactor.name,
        status: row.status,
        checkpoint,
        lagEvents: live ? pending.length : null,
        lagSeconds: live ? (pending[0] ? Math.max(0, (now - Date.parse(pending[0].metadata.at)) / 1000) : 0) : null,
        error: row.error,
        updatedAt: row.updated_at.toISOString(),
      };
    }),
  );
}
