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
} from '@gym/kernel/projection/service-contract/checkpoints';
import { UnknownEventError } from '@gym/events/catalogue/event-catalogue';
import { parkEvent } from '@gym/kernel/projection/parked-events';
import type { PoisonEvent } from '@gym/kernel/projection/parked-events';
import type { Projector } from '@gym/kernel/projection/projector';
import { inFusedSchemaTransaction, inSchemaTransaction } from './schema-transaction.js';
import { isTransient } from './transient-errors.js';

/**
 * Thrown when a projector stopped on an event (see `applyOneByOne` for when it stops rather than parks); the others go
 * on.
 */
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
 * Consecutive events of one projector that may fail before the failure counts as the projector's own fault (a bug,
 * a missing table) rather than the events': it then stops at the last of them, as it did before events were parked,
 * instead of skipping everything after. Bad events in a log are rare and far apart; twenty in a row, across batches,
 * without one that applies, are not bad events.
 */
export const MAX_FAILED_IN_A_ROW = 20;

export interface OneByOneOutcome extends BatchOutcome {
  /** The events parked on the way (see `parked-events.ts`). */
  readonly parked: readonly PoisonEvent[];
  /** Events that failed since the last one that applied, this batch's and the ones before it. */
  readonly failedInARow: number;
}

/**
 * After a batch failed for a reason that is not transient: applies its events one by one, each behind a savepoint,
 * parks each event the projector cannot apply (DESIGN section 10) and goes on with the rest, then commits the batch's
 * checkpoint. The projector stops, naming the event, only when it cannot be a bad event: an event type or version
 * this code does not know (an older release reading a newer log must not skip what it would later need), or
 * the `MAX_FAILED_IN_A_ROW`th failure in a row (`failedInARow`: how many the batches before this one ended with).
 */
export async function applyOneByOne(
  pool: Pool,
  schema: string,
  projector: Projector,
  events: readonly RecordedEvent[],
  checkpoint: Checkpoint,
  log: Logger,
  onCommitted: (checkpoint: Checkpoint, status: 'live' | 'failed') => void,
  failedInARow = 0,
): Promise<OneByOneOutcome> {
  const outcome = await inSchemaTransaction(pool, schema, async (client) => {
    const stored = await lockCheckpoint(client, projector.name);
    const from = stored?.checkpoint;
    const fresh = from ? events.filter((e) => compareCheckpoints(e.checkpoint, from) > 0) : events;
    let applied = 0;
    let lastGood: Checkpoint | undefined = from;
    let inARow = failedInARow;
    const parked: PoisonEvent[] = [];
    for (const event of fresh) {
      await client.query('SAVEPOINT one_event');
      try {
        await projector.apply([event], client, 'live');
        await client.query('RELEASE SAVEPOINT one_event');
        applied++;
        inARow = 0;
      } catch (error) {
        // The connection or the server, not the event: the whole batch is tried again.
        if (isTransient(error)) throw error;
        await client.query('ROLLBACK TO SAVEPOINT one_event');
        const poison: PoisonEvent = {
          eventId: event.eventId,
          type: event.type,
          streamId: event.streamId,
          position: event.position,
          message: (error as Error).message,
        };
        inARow++;
        if ((error as Error).name === UnknownEventError.name || inARow >= MAX_FAILED_IN_A_ROW) {
          const kept = lastGood ?? { commit: '0', position: 0 };
          await saveCheckpoint(client, projector.name, projector.version, kept, 'failed', poison);
          return {
            poison,
            parked,
            applied,
            failedInARow: inARow,
            lastPosition: lastGood?.position ?? 0,
            committed: kept,
          };
        }
        await parkEvent(client, projector.name, poison);
        parked.push(poison);
      }
      lastGood = event.checkpoint;
    }
    await saveCheckpoint(client, projector.name, projector.version, checkpoint);
    return {
      poison: null,
      parked,
      applied,
      failedInARow: inARow,
      lastPosition: fresh.at(-1)?.position ?? 0,
      committed: checkpoint,
    };
  });
  for (const poison of outcome.parked) {
    log.warn({ projector: projector.name, event: poison }, 'event parked: the projector cannot apply it and goes on');
  }
  if (outcome.poison) {
    onCommitted(outcome.committed, 'failed');
    log.error({ projector: projector.name, event: outcome.poison }, 'projector stopped by an event it cannot apply');
    throw new ProjectorStoppedError(outcome.poison);
  }
  onCommitted(outcome.committed, 'live');
  return outcome;
}
