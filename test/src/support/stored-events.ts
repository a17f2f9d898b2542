import { LOG_START } from '@gym/events/store/envelope';
import type { RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import { untilReadersCatchUp } from '@gym/events/store/store-test-support';

const PAGE = 1000;

/** One pass over the log. */
async function readLog(store: EventStore, types?: readonly string[]) {
  const events: RecordedEvent[] = [];
  let after = LOG_START;
  for (;;) {
    const batch = await store.readAll({ after, limit: PAGE, ...(types ? { types } : {}) });
    events.push(...batch.events);
    if (batch.events.length < PAGE) return events;
    after = batch.checkpoint;
  }
}

/**
 * Every event in the app's log (of the given types) committed before the call, read through the event store's port,
 * so a test that looks at what was stored runs on PostgreSQL and on KurrentDB alike. The gap-free reader shows a
 * commit only once older transactions of its database have ended, so this first waits for readers to catch up.
 */
export async function storedEvents(store: EventStore, types?: readonly string[]): Promise<RecordedEvent[]> {
  await untilReadersCatchUp(store);
  return readLog(store, types);
}
