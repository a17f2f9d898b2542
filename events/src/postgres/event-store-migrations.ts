import type { Migration } from '../db/migrate.js';
import { eventTimeMigration } from './event-time-migration.js';
import { tamperEvidenceMigration } from './tamper-evidence-migration.js';
import { sealHorizonMigration } from './seal-horizon-migration.js';

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
  {
    // Group commit (issue 10, item 7): the appends of concurrent commands in one transaction and one call. Each
    // command keeps its own idempotency check and expected versions, and fails alone: a command whose stream moved
    // gets an outcome row naming the stream (the adapter raises its WrongExpectedVersionError) while the others in the
    // batch are stored. Commands run in order, so a later command of the batch sees what an earlier one appended.
    id: '005-append-batch',
    sql: `
-- p_stream_count / p_event_count / p_metadata: one entry per command. The streams of command k follow those of
-- command k-1 in p_stream_ids / p_expected; its events follow in p_event_* and p_event_stream (1-based index into
-- p_stream_ids). p_expected per stream as in append_events: >= 0 exact version (0 = must not exist), -1 any,
-- -2 must exist. One row per stream of each command (the command's 1-based index in "command"); a refused command
-- has one row with wrong_stream and wrong_actual set.
CREATE OR REPLACE FUNCTION event_store.append_batch(
  p_stream_count integer[],
  p_event_count integer[],
  p_stream_ids text[],
  p_expected integer[],
  p_event_stream integer[],
  p_event_ids uuid[],
  p_types text[],
  p_schema_versions integer[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (command integer, stream_id text, stream_version integer, last_position bigint, duplicate boolean,
                 wrong_stream text, wrong_actual integer)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_current integer[] := '{}';
  v_stream_from integer := 1;
  v_event_from integer := 1;
  v_stream_to integer;
  v_event_to integer;
  v_wrong integer;
  c integer;
  s integer;
BEGIN
  FOR c IN 1 .. coalesce(array_length(p_metadata, 1), 0) LOOP
    v_stream_to := v_stream_from + p_stream_count[c] - 1;
    v_event_to := v_event_from + p_event_count[c] - 1;
    v_wrong := NULL;

    IF EXISTS (SELECT 1 FROM event_store.events e WHERE e.event_id = p_event_ids[v_event_from]) THEN
      -- A retried command: answer with what it stored, append nothing.
      RETURN QUERY
        SELECT c, e.stream_id, max(e.stream_version), max(max(e.position)) OVER (), true, NULL::text, NULL::integer
        FROM event_store.events e
        WHERE e.transaction_id = (SELECT x.transaction_id FROM event_store.events x WHERE x.event_id = p_event_ids[v_event_from])
          AND e.metadata->>'commandId' = p_metadata[c]->>'commandId'
        GROUP BY e.stream_id;
    ELSE
      FOR s IN v_stream_from .. v_stream_to LOOP
        v_current[s] := coalesce((SELECT max(e.stream_version) FROM event_store.events e WHERE e.stream_id = p_stream_ids[s]), 0);
        IF v_wrong IS NULL AND ((p_expected[s] >= 0 AND v_current[s] <> p_expected[s]) OR (p_expected[s] = -2 AND v_current[s] = 0)) THEN
          v_wrong := s;
        END IF;
      END LOOP;
      IF v_wrong IS NOT NULL THEN
        RETURN QUERY SELECT c, NULL::text, NULL::integer, NULL::bigint, false, p_stream_ids[v_wrong], v_current[v_wrong];
      ELSE
        RETURN QUERY
        WITH inserted AS (
          INSERT INTO event_store.events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
          SELECT p_event_ids[i],
                 p_stream_ids[p_event_stream[i]],
                 v_current[p_event_stream[i]] + row_number() OVER (PARTITION BY p_event_stream[i] ORDER BY i),
                 p_types[i], p_schema_versions[i], p_data[i], p_metadata[c]
          FROM generate_series(v_event_from, v_event_to) AS i
          ORDER BY i
          RETURNING event_store.events.stream_id AS sid, event_store.events.stream_version AS sv, event_store.events.position AS pos
        )
        SELECT c, ins.sid, max(ins.sv), max(max(ins.pos)) OVER (), false, NULL::text, NULL::integer
        FROM inserted ins GROUP BY ins.sid;
      END IF;
    END IF;

    v_stream_from := v_stream_to + 1;
    v_event_from := v_event_to + 1;
  END LOOP;
END
$fn$;
`,
  },
  sealHorizonMigration,
];
