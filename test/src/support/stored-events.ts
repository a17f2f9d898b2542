import { LOG_START } from '@gym/events/store/envelope';
import type { RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';

/**
 * Every event in the app's log (of the given types), read through the event store's port, so a test that looks at
 * what was stored runs on PostgreSQL and on KurrentDB alike.
 */
export async function storedEvents(store: EventStore, types?: readonly string[]): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after = LOG_START;
  for (;;) {
    const batch = await store.readAll({ after, limit: 1000, ...(types ? { types } : {}) });
    events.push(...batch.events);
    if (batch.events.length < 1000) return events;
    after = batch.checkpoint;
  }
}
