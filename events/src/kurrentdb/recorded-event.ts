import type { RecordedEvent as KurrentRecordedEvent } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../store/envelope.js';
import { decodeMetadata } from './event-metadata-codec.js';
import { globalPositionOf, toCheckpoint } from './log-position.js';

/** Our envelope for an event the client read (from a stream or from $all). */
export function toRecordedEvent(event: KurrentRecordedEvent): RecordedEvent {
  // Servers before 22.6 leave the log position out of stream reads; the adapter needs 25.1+ anyway (multiStreamAppend).
  if (!event.position) throw new Error(`KurrentDB did not report the log position of event ${event.id}`);
  const { metadata, schemaVersion } = decodeEventMetadata(event);
  return {
    eventId: event.id,
    type: event.type,
    schemaVersion,
    data: event.data,
    metadata,
    streamId: event.streamId,
    streamVersion: Number(event.revision) + 1,
    position: globalPositionOf(event.position),
    checkpoint: toCheckpoint(event.position),
  };
}

function decodeEventMetadata(event: KurrentRecordedEvent) {
  try {
    return decodeMetadata(event.metadata);
  } catch (error) {
    // Name the event: a malformed one stops every reader, and whoever fixes it has to find it.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Event ${event.id} (${event.streamId}@${event.revision}): ${reason}`, { cause: error });
  }
}
