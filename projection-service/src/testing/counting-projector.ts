import type { Projector } from '@gym/kernel/projection/projector';
import type { PassMemory } from '@gym/kernel/projection/pass-rows';

export const COUNTED = 'Counted';

/**
 * A projector for runner tests: counts events per stream with `count = count + n`, so applying an event twice shows
 * as a wrong count rather than as an error. An event with `data.poisonFor` = its name is one it cannot apply. `delayMs` widens the window in which a batch is in flight.
 * `keepsRows` keeps the counts in a rebuild's pass memory (`PassMemory`) instead of writing them at each batch.
 */
export function countingProjector(
  options: { name?: string; version?: number; delayMs?: number; keepsRows?: boolean } = {},
): Projector {
  const name = options.name ?? 'counting';
  const table = `${name.replace(/-/g, '_')}_counts`;
  return {
    name,
    version: options.version ?? 1,
    eventTypes: [COUNTED],
    topics: [name],
    tables: [{ name: table, ddl: `CREATE TABLE ${table} (stream_id text PRIMARY KEY, events integer NOT NULL)` }],
    async apply(events, client, _pass, memory) {
      const poison = events.find((e) => (e.data as { poisonFor?: string }).poisonFor === name);
      if (poison) throw new Error(`cannot count event ${poison.eventId}`);
      if (memory && options.keepsRows) return countInMemory(memory, table, events);
      await client.query(
        `INSERT INTO ${table} (stream_id, events)
         SELECT stream_id, count(*) FROM unnest($1::text[]) AS s(stream_id) GROUP BY stream_id
         ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + EXCLUDED.events`,
        [events.map((e) => e.streamId)],
      );
      if (options.delayMs) await client.query('SELECT pg_sleep($1)', [options.delayMs / 1000]);
    },
  };
}

/** The counts kept for the pass: written when the rebuild says (`PassMemory.write`). */
async function countInMemory(
  memory: PassMemory,
  table: string,
  events: readonly { readonly streamId: string }[],
): Promise<void> {
  const counts = memory.rows<{ stream_id: string; events: number }>(table, 'stream_id');
  for (const { streamId } of events) {
    const row = counts.get(streamId) ?? { stream_id: streamId, events: 0 };
    counts.set({ ...row, events: row.events + 1 });
  }
  await counts.flush(['stream_id', 'events']);
}
