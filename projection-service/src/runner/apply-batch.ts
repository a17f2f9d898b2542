import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Checkpoint, RecordedEvent } from '@gym/events/store/envelope';
import { compareCheckpoints } from '@gym/events/store/envelope';
import {
  checkpointOfRows,
  lockCheckpoint,
  lockCheckpointSql,
  saveCheckpoint,
  saveCheckpointSql,
} from './checkpoints.js';
import type { PoisonEvent } from './checkpoints.js';
import type { Projector } from '@gym/kernel/projection/projector';
import { inFusedSchemaTransaction, inSchemaTransaction } from './schema-transaction.js';

/** Thrown when a projector met an event it cannot apply; the projector stops, the others go on. */
export class ProjectorStoppedError extends Error {
  override readonly name = 'ProjectorStoppedError';
  constructor(readonly poison: PoisonEvent) {
    super(
      `Projector stopped at event ${poison.eventId} (${poison.type} at position ${poison.position}): ${poison.message}`,
    );
  }
}

export interface BatchOutcome {
  /** Events the projector applied (0 when the batch only moved the checkpoint). */
  readonly applied: number;
  /** Global position of the last applied event. */
  readonly lastPosition: number;
  /** The checkpoint committed, or null when nothing was (the batch was already applied). */
  readonly committed: Checkpoint | null;
}

/**
 * Applies one batch to the live tables and records the checkpoint in the same transaction (effectively once: a crash
 * before COMMIT leaves neither). Events at or before the stored checkpoint are skipped, so a batch read before a
 * rebuild swapped its tables in is not applied twice.
 */
export async function applyBatch(
  pool: Pool,
  schema: string,
  projector: Projector,
  events: readonly RecordedEvent[],
  checkpoint: Checkpoint,
): Promise<BatchOutcome> {
  // The checkpoint's lock travels with BEGIN and its save with COMMIT: three round trips a batch instead of five.
  return inFusedSchemaTransaction<BatchOutcome>(
    pool,
    schema,
    lockCheckpointSql(projector.name),
    async (client, locked) => {
      const from = checkpointOfRows(locked)?.checkpoint;
      if (from && compareCheckpoints(from, checkpoint) >= 0) {
        return { result: { applied: 0, lastPosition: 0, committed: null }, closing: null };
      }
      const fresh = from ? events.filter((e) => compareCheckpoints(e.checkpoint, from) > 0) : events;
      if (fresh.length > 0) await projector.apply(fresh, client, 'live');
      return {
        result: { applied: fresh.length, lastPosition: fresh.at(-1)?.position ?? 0, committed: checkpoint },
        closing: saveCheckpointSql(projector.name, projector.version, checkpoint),
      };
    },
  );
}

/**
 * After a batch failed for a reason that is not transient: apply its events one by one (each behind a savepoint) to
 * find the first one the projector cannot apply, keep everything before it, and mark the projector failed, naming the
 * event. If every event applies on its own after all, the batch is simply committed.
 */
export async function isolatePoisonEvent(
  pool: Pool,
  schema: string,
  projector: Projector,
  events: readonly RecordedEvent[],
  checkpoint: Checkpoint,
  log: Logger,
  onCommitted: (checkpoint: Checkpoint, status: 'live' | 'failed') => void,
): Promise<BatchOutcome> {
  const outcome = await inSchemaTransaction(pool, schema, async (client) => {
    const stored = await lockCheckpoint(client, projector.name);
    const from = stored?.checkpoint;
    const fresh = from ? events.filter((e) => compareCheckpoints(e.checkpoint, from) > 0) : events;
    let applied = 0;
    let lastGood: Checkpoint | undefined = from;
    for (const event of fresh) {
      await client.query('SAVEPOINT one_event');
      try {
        await projector.apply([event], client, 'live');
        await client.query('RELEASE SAVEPOINT one_event');
        applied++;
        lastGood = event.checkpoint;
      } catch (error) {
        await client.query('ROLLBACK TO SAVEPOINT one_event');
        const poison: PoisonEvent = {
          eventId: event.eventId,
          type: event.type,
          streamId: event.streamId,
          position: event.position,
          message: (error as Error).message,
        };
        const kept = lastGood ?? { commit: '0', position: 0 };
        await saveCheckpoint(client, projector.name, projector.version, kept, 'failed', poison);
        return { poison, applied, lastPosition: lastGood?.position ?? 0, committed: kept };
      }
    }
    await saveCheckpoint(client, projector.name, projector.version, checkpoint);
    return { poison: null, applied, lastPosition: fresh.at(-1)?.position ?? 0, committed: checkpoint };
  });
  if (outcome.poison) {
    onCommitted(outcome.committed, 'failed');
    log.error({ projector: projector.name, event: outcome.poison }, 'projector stopped by an event it cannot apply');
    throw new ProjectorStoppedError(outcome.poison);
  }
  onCommitted(outcome.committed, 'live');
  return outcome;
}
