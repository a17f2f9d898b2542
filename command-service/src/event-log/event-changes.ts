import type { Pool } from 'pg';
import type { EventChanges } from '@gym/kernel/contracts/event-log-contracts';
import type { Permissions } from '@gym/kernel/permissions/permissions';
import type { EventAccess } from './event-access.js';

interface Row {
  position: string;
  type: string;
  stream_id: string;
  stream_version: number;
  data: unknown;
  at: string;
}

const record = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

/**
 * What the event at `position` changed (contract in event-log-contracts.ts), as this reader may see it; null when
 * there is no such event or the reader may not read its type.
 */
export async function eventChangesAt(
  pool: Pool,
  access: EventAccess,
  permissions: Permissions,
  position: number,
): Promise<EventChanges | null> {
  const columns = `e.position::text AS position, e.type, e.stream_id, e.stream_version, e.data, e.metadata->>'at' AS at`;
  const target = await pool.query<Row>(`SELECT ${columns} FROM event_store.events e WHERE e.position = $1`, [position]);
  const event = target.rows[0];
  if (!event || !access.readableTypes(permissions).includes(event.type)) return null;
  const after = record(access.visibleData(event.type, event.data, permissions));
  const fields = Object.keys(after);
  const ids = fields.filter((field) => /Id$/.test(field));
  const readable = new Set(access.readableTypes(permissions));
  const earlier = await pool.query<Row>(
    `SELECT ${columns} FROM event_store.events e
     WHERE e.stream_id = $1 AND e.stream_version < $2 AND e.type = ANY($3::text[]) ORDER BY e.stream_version`,
    [event.stream_id, event.stream_version, [...readable]],
  );
  const before = new Map<string, unknown>();
  let since: EventChanges['since'] = null;
  for (const row of earlier.rows) {
    const data = record(access.visibleData(row.type, row.data, permissions));
    // Only earlier states of the same record: events holding every field this one holds, with the same ids (two
    // payments on one invoice are two records, not a change of one).
    if (fields.length === 0 || !fields.every((field) => field in data)) continue;
    if (ids.some((field) => JSON.stringify(data[field]) !== JSON.stringify(after[field]))) continue;
    for (const field of fields) before.set(field, data[field]);
    since = { position: Number(row.position), type: row.type, at: row.at };
  }
  if (!since) return { since: null, changes: [] };
  // In the order of the field names (the stored JSON keeps no order of its own).
  const changes = [...fields]
    .sort()
    .filter((field) => JSON.stringify(before.get(field)) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before.get(field) ?? null, after: after[field] ?? null }));
  return { since, changes };
}
