import type { Position, ReadPosition } from '@kurrent/kurrentdb-client';
import { START } from '@kurrent/kurrentdb-client';
import type { Checkpoint } from '../store/envelope.js';
import { LOG_START, compareCheckpoints } from '../store/envelope.js';

/*
 * KurrentDB places every record at a (commit, prepare) position of its transaction log, ordered by commit then prepare,
 * which is exactly how our Checkpoint orders (commit, position). Appends since 20.x commit each event at its own log
 * position, so commit = prepare and the commit position alone is a unique, increasing global position.
 */

export function toCheckpoint(position: Position): Checkpoint {
  return { commit: String(position.commit), position: Number(position.prepare) };
}

/** The RecordedEvent `position` (and AppendResult `position`) of an event at this log position. */
export function globalPositionOf(position: Position): number {
  return Number(position.commit);
}

export function isLogStart(checkpoint: Checkpoint): boolean {
  return compareCheckpoints(checkpoint, LOG_START) === 0;
}

/**
 * Where a forward read of $all starts to find what follows `checkpoint`. KurrentDB reads from a position inclusively,
 * so the reader must still drop the event sitting exactly at the checkpoint (see `isPast`).
 */
export function toReadPosition(checkpoint: Checkpoint): ReadPosition {
  if (isLogStart(checkpoint)) return START;
  return { commit: BigInt(checkpoint.commit), prepare: BigInt(checkpoint.position) };
}

/** Whether an event at `checkpoint` lies after the reader's `after` (the log start is before everything). */
export function isPast(checkpoint: Checkpoint, after: Checkpoint): boolean {
  return isLogStart(after) || compareCheckpoints(checkpoint, after) > 0;
}

export function laterOf(a: Checkpoint, b: Checkpoint): Checkpoint {
  return compareCheckpoints(a, b) >= 0 ? a : b;
}
