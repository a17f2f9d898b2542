import type { Migration } from '../db/migrate.js';

/**
 * Time travel (issue 13, item 7) asks "which event was the last one recorded at or before this instant?". The
 * instant is the event's `metadata.at` (the time the command ran, kept by export, replay and the generator), not
 * `recorded_at` (the time the row was written, which is the load time for a replayed or generated log). `at` is
 * always written by `Date.toISOString()`, so its text sorts in time order and a plain text index serves the lookup.
 */
export const eventTimeMigration: Migration = {
  id: '004-event-time-index',
  sql: `CREATE INDEX IF NOT EXISTS events_at_idx ON event_store.events ((metadata->>'at'));`,
};
