import { LOG_START } from '../store/envelope.js';
import type { EventStore } from '../store/event-store.js';

const PAGE = 1000;

export interface ExportRange {
  /** Events decided at or after this instant (ISO), and before `to`. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/**
 * The log as NDJSON (issue 13, item 5): one event a line, in the order readers deliver it, with its global position,
 * stream, type, schema version, data and metadata. Reads a page at a time through the store's port, so memory stays
 * flat however long the log is, on either adapter. Secrets never enter the log, so none can leave it here.
 */
export async function* exportLines(store: EventStore, range: ExportRange = {}): AsyncGenerator<string> {
  const from = range.from ? Date.parse(range.from) : -Infinity;
  const to = range.to ? Date.parse(range.to) : Infinity;
  let after = LOG_START;
  for (;;) {
    const { events, checkpoint } = await store.readAll({ after, limit: PAGE });
    let lines = '';
    for (const event of events) {
      const at = Date.parse(event.metadata.at);
      if (at < from || at >= to) continue;
      lines += `${JSON.stringify({
        position: event.position,
        streamId: event.streamId,
        streamVersion: event.streamVersion,
        eventId: event.eventId,
        type: event.type,
        schemaVersion: event.schemaVersion,
        data: event.data,
        metadata: event.metadata,
      })}\n`;
    }
    if (lines) yield lines;
    if (events.length < PAGE) return;
    after = checkpoint;
  }
}
