import type { PoolClient } from 'pg';
import type { Queryable } from './queryable.js';

/*
 * Events are permanent, and a log may hold one that a projector cannot apply (a date PostgreSQL refuses, written
 * before input was checked as it is now). The projector then parks it here, applies the rest, and goes on: one bad
 * event no longer stops a read model for good (DESIGN section 10, issue 43). The parked event stays in the log as it
 * was; a correcting command (the record entered again, right) is what repairs the read model, and a settings manager
 * then marks the parked event corrected (`ParkedEventResolved`, the read-model area). Health names the projectors
 * with parked events not yet marked, and the Audit page lists them all for settings managers.
 *
 * The two tables are the contract between the projection service, which parks, the read-model area, whose projector
 * keeps the resolutions, and the command service and time travel, which read both.
 */

export const PARKED_EVENTS_DDL = `
CREATE TABLE projection.parked_events (
  projector  text NOT NULL,
  event_id   text NOT NULL,
  position   bigint NOT NULL,
  type       text NOT NULL,
  stream_id  text NOT NULL,
  -- The error's text: it may quote the event's data, so only settings managers read it (never the public health).
  error      text NOT NULL,
  parked_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projector, event_id)
);
CREATE INDEX parked_events_position ON projection.parked_events (position DESC);
`;

/** The read table of the resolutions (the read-model area's projector owns it; its columns are this contract). */
export const PARKED_RESOLUTIONS_TABLE = 'parked_resolutions';
export const PARKED_RESOLUTIONS_DDL = `CREATE TABLE ${PARKED_RESOLUTIONS_TABLE} (
  projector    text NOT NULL,
  event_id     text NOT NULL,
  resolved_at  timestamptz NOT NULL,
  resolved_by  text NOT NULL,
  note         text NOT NULL,
  PRIMARY KEY (projector, event_id)
)`;

/** An event a projector or a reactor could not handle: which one, where in the log, and the error's text. */
export interface PoisonEvent {
  readonly eventId: string;
  readonly type: string;
  readonly streamId: string;
  readonly position: number;
  readonly message: string;
}

export interface ParkedEvent extends PoisonEvent {
  readonly projector: string;
  readonly parkedAt: string;
  /** Who marked it corrected, when and why; null while nobody has. */
  readonly resolved: { readonly at: string; readonly byName: string; readonly note: string } | null;
}

/** Where a parked event is, without the error's text (for answers that need no sign-in, such as health). */
export type ParkedEventRef = Omit<PoisonEvent, 'message'>;

/** Records, in the caller's transaction, that `projector` skipped `poison` (once: a replay of the batch adds none). */
export async function parkEvent(client: PoolClient, projector: string, poison: PoisonEvent): Promise<void> {
  await client.query(
    `INSERT INTO projection.parked_events (projector, event_id, position, type, stream_id, error)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (projector, event_id) DO NOTHING`,
    [projector, poison.eventId, poison.position, poison.type, poison.streamId, poison.message],
  );
}

/**
 * The resolutions joined in, as `r`: the read table, or no rows while it is not built yet (the first start, or the
 * area's rebuild), so that health and the list answer meanwhile.
 */
async function resolutionsRelation(db: Queryable): Promise<string> {
  const found = await db.query<{ ready: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS ready`, [
    `read.${PARKED_RESOLUTIONS_TABLE}`,
  ]);
  return found.rows[0]?.ready
    ? `read.${PARKED_RESOLUTIONS_TABLE}`
    : '(SELECT NULL::text AS projector, NULL::text AS event_id, NULL::timestamptz AS resolved_at, ' +
        'NULL::text AS resolved_by, NULL::text AS note WHERE false)';
}

interface Row {
  projector: string;
  event_id: string;
  position: string;
  type: string;
  stream_id: string;
  error: string;
  parked_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  note: string | null;
}

const toParkedEvent = (row: Row): ParkedEvent => ({
  projector: row.projector,
  eventId: row.event_id,
  position: Number(row.position),
  type: row.type,
  streamId: row.stream_id,
  message: row.error,
  parkedAt: row.parked_at.toISOString(),
  resolved: row.resolved_at ? { at: row.resolved_at.toISOString(), byName: row.resolved_by!, note: row.note! } : null,
});

/** The parked events, newest first (by log position), at most `limit`, with their resolutions. */
export async function readParkedEvents(db: Queryable, limit = 200): Promise<ParkedEvent[]> {
  const resolutions = await resolutionsRelation(db);
  const result = await db.query<Row>(
    `SELECT p.*, r.resolved_at, r.resolved_by, r.note
     FROM projection.parked_events p LEFT JOIN ${resolutions} r USING (projector, event_id)
     ORDER BY p.position DESC, p.projector LIMIT $1`,
    [limit],
  );
  return result.rows.map(toParkedEvent);
}

/** One parked event, or null when `projector` parked no event of that id. */
export async function findParkedEvent(db: Queryable, projector: string, eventId: string): Promise<ParkedEvent | null> {
  const resolutions = await resolutionsRelation(db);
  const result = await db.query<Row>(
    `SELECT p.*, r.resolved_at, r.resolved_by, r.note
     FROM projection.parked_events p LEFT JOIN ${resolutions} r USING (projector, event_id)
     WHERE p.projector = $1 AND p.event_id = $2`,
    [projector, eventId],
  );
  return result.rows[0] ? toParkedEvent(result.rows[0]) : null;
}

/** For each projector with parked events not marked corrected: how many, and the latest by log position. */
export async function parkedSummary(
  db: Queryable,
): Promise<Map<string, { readonly count: number; readonly latest: ParkedEventRef }>> {
  const resolutions = await resolutionsRelation(db);
  const result = await db.query<{
    projector: string;
    count: number;
    latest: { event_id: string; position: number; type: string; stream_id: string };
  }>(
    `SELECT p.projector, count(*)::int AS count,
            (array_agg(json_build_object('event_id', p.event_id, 'position', p.position, 'type', p.type,
                                         'stream_id', p.stream_id) ORDER BY p.position DESC))[1] AS latest
     FROM projection.parked_events p LEFT JOIN ${resolutions} r USING (projector, event_id)
     WHERE r.event_id IS NULL
     GROUP BY p.projector`,
  );
  return new Map(
    result.rows.map(({ projector, count, latest }) => [
      projector,
      {
        count,
        latest: {
          eventId: latest.event_id,
          position: Number(latest.position),
          type: latest.type,
          streamId: latest.stream_id,
        },
      },
    ]),
  );
}

/**
 * The positions parked for each of `projectors`, marked corrected or not: a view of the past replays without them,
 * as the live tables were built.
 */
export async function parkedPositions(db: Queryable, projectors: readonly string[]): Promise<Map<string, Set<number>>> {
  const result = await db.query<{ projector: string; position: string }>(
    'SELECT projector, position FROM projection.parked_events WHERE projector = ANY($1)',
    [projectors],
  );
  const parked = new Map<string, Set<number>>();
  for (const row of result.rows) {
    const positions = parked.get(row.projector) ?? new Set<number>();
    positions.add(Number(row.position));
    parked.set(row.projector, positions);
  }
  return parked;
}
