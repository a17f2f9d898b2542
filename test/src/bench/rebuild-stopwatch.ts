import type { EventStore, ReadAllOptions } from '@gym/events/store/event-store';
import type { Projector } from '@gym/kernel/projection/projector';

/**
 * Stopwatches around the two things a rebuild does per batch, to tell reading the log from writing the tables: the
 * store with its `readAll` timed (`readMs()` is the time spent in it so far), and `timedApply` for a projector whose
 * `apply` calls hand their time to `spent`.
 */
export function rebuildStopwatch(store: EventStore) {
  let readMs = 0;
  const timedStore: EventStore = Object.create(store, {
    readAll: {
      value: async (options: ReadAllOptions) => {
        const started = performance.now();
        try {
          return await store.readAll(options);
        } finally {
          readMs += performance.now() - started;
        }
      },
    },
  });
  const timedApply = (projector: Projector, spent: (ms: number) => void): Projector => ({
    ...projector,
    async apply(events, client, pass, memory) {
      const started = performance.now();
      try {
        await projector.apply(events, client, pass, memory);
      } finally {
        spent(performance.now() - started);
      }
    },
  });
  return { store: timedStore, readMs: () => readMs, timedApply };
}
