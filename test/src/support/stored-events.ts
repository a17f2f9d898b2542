import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { LOG_START } from '@gym/events/store/envelope';
import type { RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';

const PAGE = 1000;

/** One pass over the log; `pending` when PostgreSQL still hides committed events behind an older open transaction. */
async function readLog(store: EventStore, types?: readonly string[]) {
  const events: RecordedEvent[] = [];
  let after = LOG_START;
  for (;;) {
    const options = { after, limit: PAGE, ...(types ? { types } : {}) };
    const batch =
      store instanceof PostgresEventStore
        ? await store.readAllWithPending(options)
        : { ...(await store.readAll(options)), pending: false };
    events.push(...batch.events);
    if (batch.events.length < PAGE) return { events, pending: batch.pending };
    after = batch.checkpoint;
  }
}

/**
 * Every event in the app's log (of the given types), read through the event store's port, so a test that looks at
 * what was stored runs on PostgreSQL and on KurrentDB alike. The gap-free reader shows a commit only once every older
 * transaction in the cluster has ended (on a server other test runs share, one may still be open), so this reads
 * again until nothing committed is hidden.
 */
export async function storedEvents(store: EventStore, types?: readonly string[]): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { events, pending } = await readLog(store, types);
    if (!pending || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
