import type { Pool } from 'pg';
import { AUDIT_NAMES_TABLE } from '@gym/kernel/audit/audit-names-projector';
import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';

/**
 * Gives every subject in the events' words that has no label its current name (`audit-names` read table): members by
 * name, invoices by number. One query for the page. A subject never named keeps no label (the page shows a short id).
 */
export async function withSubjectNames(pool: Pool, events: LoggedEvent[]): Promise<LoggedEvent[]> {
  const wanted = new Map<string, { kind: string; id: string }>();
  for (const event of events) {
    for (const part of [...(event.words ?? []), ...Object.values(event.message?.params ?? {})]) {
      if (typeof part === 'object' && 'ref' in part && part.label === undefined) {
        wanted.set(`${part.ref}\u0000${part.id}`, { kind: part.ref, id: part.id });
      }
    }
  }
  if (wanted.size === 0) return events;
  const subjects = [...wanted.values()];
  const { rows } = await pool.query<{ kind: string; id: string; name: string }>(
    `SELECT n.kind, n.id, n.name FROM ${READ_SCHEMA}.${AUDIT_NAMES_TABLE} n
     JOIN unnest($1::text[], $2::text[]) AS w(kind, id) ON w.kind = n.kind AND w.id = n.id`,
    [subjects.map((s) => s.kind), subjects.map((s) => s.id)],
  );
  const names = new Map(rows.map((row) => [`${row.kind}\u0000${row.id}`, row.name]));
  const named = <Part>(part: Part): Part => {
    if (typeof part !== 'object' || part === null || !('ref' in part) || !('id' in part) || 'label' in part)
      return part;
    const name = names.get(`${String(part.ref)}\u0000${String(part.id)}`);
    return name === undefined ? part : { ...part, label: name };
  };
  return events.map((event) =>
    event.words
      ? {
          ...event,
          words: event.words.map(named),
          message: event.message && {
            ...event.message,
            params: Object.fromEntries(Object.entries(event.message.params).map(([key, value]) => [key, named(value)])),
          },
        }
      : event,
  );
}
