import type { Migration } from '../db/migrate.js';
import { eventTimeMigration } from './event-time-migration.js';
import { tamperEvidenceMigration } from './tamper-evidence-migration.js';

/** NOTIFY channel an append signals after commit; subscribers LISTEN to it and poll only as a backstop. */
export const APPEND_CHANNEL = 'event_store_appended';

/**
 * SQLSTATE the append function raises when a stream is not at the expected version. Custom class "GE" (gym events)
 * so it can never be confused with a PostgreSQL error.
 */
export const WRONG_EXPECTED_VERSION_SQLSTATE = 'GE001';

export const eventStoreMigrations: readonly Migration[] = [
  {
    id: '001-events',
    sql: `
CREATE SCHEMA IF NOT EXISTS event_store;

CREATE TABLE event_store.events (
  position        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The appending transaction. Readers order by (transaction_id, position) and only read below the oldest
  -- transaction still running, so an event committed late is never skipped (DESIGN section 3).
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid NOT NULL,
  stream_id       text NOT NULL,
  stream_version  integer NOT NULL CHECK (stream_version > 0),
  type            text NOT NULL,
  schema_version  integer NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  recorded_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT events_event_id_key UNIQUE (event_id),
  CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
);

CREATE INDEX events_commit_order_idx ON event_store.events (transaction_id, position);
`,
  },
  {
    // The append function, defined here only: 001 once created it with a NOTIFY inside the append transaction, which
    // holds the notification queue's lock until its commit is flushed, so concurrent appends committed one after
    // another. The adapter signals after commit instead. (Databases that ran 001 before this change got that
    // first version, which this one replaces; new databases get only this one.)
    id: '002-notify-after-commit',
    sql: `
-- Appends the events of one command to one or more streams in a single round trip, checking every stream's
-- expected version first. p_expected per stream: >= 0 exact version (0 = must not exist), -1 any, -2 must exist.
-- p_event_stream maps each event to its stream (1-based index into p_stream_ids).
CREATE OR REPLACE FUNCTION event_store.append_events(
  p_stream_ids text[],
  p_expected integer[],
  p_event_stream integer[],
  p_event_ids uuid[],
  p_types text[],
  p_schema_versions integer[],
  p_data jsonb[],
  p_metadata jsonb
) RETURNS TABLE (stream_id text, stream_version integer, last_position bigint, duplicate boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_current integer[];
  i integer;
BEGIN
  -- A retried command: its first event id is already stored, so answer with what was stored and append nothing.
  IF EXISTS (SELECT 1 FROM event_store.events e WHERE e.event_id = p_event_ids[1]) THEN
    RETURN QUERY
      SELECT e.stream_id, max(e.stream_version), max(max(e.position)) OVER (), true
      FROM event_store.events e
      WHERE e.transaction_id = (SELECT x.transaction_id FROM event_store.events x WHERE x.event_id = p_event_ids[1])
        AND e.metadata->>'commandId' = p_metadata->>'commandId'
      GROUP BY e.stream_id;
    RETURN;
  END IF;

  SELECT array_agg(coalesce(
           (SELECT max(e.stream_version) FROM event_store.events e WHERE e.stream_id = s.id), 0) ORDER BY s.ord)
    INTO v_current
    FROM unnest(p_stream_ids) WITH ORDINALITY AS s(id, ord);

  FOR i IN 1 .. coalesce(array_length(p_stream_ids, 1), 0) LOOP
    IF (p_expected[i] >= 0 AND v_current[i] <> p_expected[i]) OR (p_expected[i] = -2 AND v_current[i] = 0) THEN
      RAISE EXCEPTION 'wrong expected version'
        USING ERRCODE = '${WRONG_EXPECTED_VERSION_SQLSTATE}',
              DETAIL = json_build_object('streamId', p_stream_ids[i], 'actual', v_current[i])::text;
    END IF;
  END LOOP;

  RETURN QUERY
  WITH input AS (
    SELECT u.stream_idx, u.event_id, u.type, u.schema_version, u.data, u.ord
    FROM unnest(p_event_stream, p_event_ids, p_types, p_schema_versions, p_data)
      WITH ORDINALITY AS u(stream_idx, event_id, type, schema_version, data, ord)
  ),
  inserted AS (
    INSERT INTO event_store.events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
    SELECT i.event_id,
           p_stream_ids[i.stream_idx],
           v_current[i.stream_idx] + row_number() OVER (PARTITION BY i.stream_idx ORDER BY i.ord),
           i.type, i.schema_version, i.data, p_metadata
    FROM input i
    ORDER BY i.ord
    RETURNING event_store.events.stream_id AS sid, event_store.events.stream_version AS sv, event_store.events.position AS pos
  )
  SELECT ins.sid, max(ins.sv), max(max(ins.pos)) OVER (), false FROM inserted ins GROUP BY ins.sid;
END
$fn$;
`,
  },
  tamperEvidenceMigration,
  eventTimeMigration,
];
