import type { RecordedEvent } from '../store/envelope.js';
import type { AppendResult } from '../store/event-store.js';

/*
 * How a retried command finds what it stored (DESIGN section 3, Idempotency).
 *
 * KurrentDB has no lookup by event id, and its own duplicate detection (same event ids at the same expected version)
 * is best effort for ANY and does not tell the caller it happened. So every append that carries an idempotency key
 * also writes one small event to the stream `idempotency-<key>`, expecting NO_STREAM, in the same atomic
 * multiStreamAppend and ahead of the command's events:
 *
 * - The first attempt creates the index stream; any later or concurrent attempt with the key fails atomically on it
 *   (its index event gets a fresh random id, so the server can never mistake the retry for an idempotent write), and
 *   the adapter answers that attempt from what the first one stored: `duplicate: true`.
 * - A transaction is written contiguously to the log in request order, so the command's events follow the index event
 *   in $all. Reading $all forward from the index event and keeping the ids derived from the key (deriveEventId) gives
 *   the command's events, their stream versions and the position of the last one: readByIdempotencyKey and the
 *   duplicate answer without storing anything that only exists after the append.
 *
 * Index events have their own type, which readers of $all skip like system events (event-type-filter.ts).
 */

export const INDEX_EVENT_TYPE = 'event-store.idempotency-key-recorded';

export function indexStreamOf(idempotencyKey: string): string {
  return `idempotency-${idempotencyKey}`;
}

export interface IndexEventData {
  readonly idempotencyKey: string;
  /** How many events the command appended (ids deriveEventId(key, 0 … eventCount - 1)). */
  readonly eventCount: number;
  readonly streamIds: readonly string[];
}

export function readIndexEventData(data: unknown): IndexEventData {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Partial<
    Record<keyof IndexEventData, unknown>
  >;
  const { idempotencyKey, eventCount, streamIds } = fields;
  if (
    typeof idempotencyKey !== 'string' ||
    typeof eventCount !== 'number' ||
    !Number.isSafeInteger(eventCount) ||
    eventCount < 1 ||
    !Array.isArray(streamIds) ||
    !streamIds.every((s) => typeof s === 'string')
  ) {
    throw new Error(`Malformed idempotency index event: ${JSON.stringify(data)}`);
  }
  return { idempotencyKey, eventCount, streamIds };
}

/** What the append that stored these events (in log order) answered, for a retry that finds them. */
export function resultOfStoredCommand(events: readonly RecordedEvent[]): AppendResult {
  const last = events.at(-1);
  if (!last) throw new Error('A stored command has at least one event');
  const streamVersions: Record<string, number> = {};
  for (const event of events) {
    streamVersions[event.streamId] = Math.max(streamVersions[event.streamId] ?? 0, event.streamVersion);
  }
  return { position: last.position, streamVersions, duplicate: true };
}
