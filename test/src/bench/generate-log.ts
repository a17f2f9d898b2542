import type { EventStore } from '@gym/events/store/event-store';
import { GymActivity } from './gym-activity.js';
import { rate } from './rate.js';
import type { Rate } from './rate.js';

/** Concurrent writers: one keeps a core busy in Node while the other's command runs in PostgreSQL. */
const WRITERS = 2;
/** Events per generating command: large enough that round trips and commits stop mattering. */
const COMMAND_SIZE = 2_000;
/** One member per 40 events of the year: 200k events ≈ 5,000 members, each in the gym about every 10 days. */
const EVENTS_PER_MEMBER = 40;
const YEAR_MS = 365 * 86_400_000;

export interface Generation extends Rate {
  readonly writers: number;
  readonly eventsPerCommand: number;
}

/**
 * Fills the log with `events` gym events spread over one year, appended through the adapter (so rows, ids and
 * commit order are exactly what the store writes) in large multi-stream commands.
 */
export async function generateLog(store: EventStore, events: number): Promise<Generation> {
  const members = Math.max(100, Math.ceil(events / EVENTS_PER_MEMBER / WRITERS));
  const started = performance.now();
  const written = await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      const share = Math.floor(events / WRITERS) + (writer < events % WRITERS ? 1 : 0);
      const activity = new GymActivity({
        seed: 90_000 + writer,
        members,
        start: new Date('2025-01-01T06:00:00Z'),
        stepMs: Math.floor(YEAR_MS / Math.max(1, share)),
      });
      let done = 0;
      while (done < share) {
        const command = activity.nextBulkCommand(Math.min(COMMAND_SIZE, share - done));
        await store.appendToStreams(command.appends, {
          metadata: command.metadata,
          idempotencyKey: command.idempotencyKey,
        });
        done += command.appends.reduce((n, a) => n + a.events.length, 0);
      }
      return done;
    }),
  );
  const total = written.reduce((a, b) => a + b, 0);
  return { ...rate(total, performance.now() - started), writers: WRITERS, eventsPerCommand: COMMAND_SIZE };
}
