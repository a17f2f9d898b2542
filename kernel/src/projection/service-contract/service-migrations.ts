import type { Migration } from '@gym/events/db/migrate';
import { AS_OF_SNAPSHOTS_DDL } from '../as-of/as-of-snapshots.js';
import { PARKED_EVENTS_DDL } from '../parked-events.js';

/*
 * The tables the two services share (see service-contract.ts). projection-service writes them; command-service reads
 * them, and applies these migrations too, since its health route and read-your-writes read them even before
 * projection-service first starts.
 */

/** The projection runner's tables (component `projection`): checkpoints, heartbeats, snapshots, parked events. */
export const projectionMigrations: readonly Migration[] = [
  {
    id: '001-checkpoints',
    sql: `
CREATE SCHEMA IF NOT EXISTS read;
CREATE SCHEMA IF NOT EXISTS projection;

CREATE TABLE projection.checkpoints (
  projector   text PRIMARY KEY,
  version     integer NOT NULL,
  -- The reader checkpoint (commit, position) of the last event applied; see events/src/store/envelope.ts.
  commit_id   numeric(20, 0) NOT NULL DEFAULT 0,
  position    bigint NOT NULL DEFAULT 0,
  status      text NOT NULL CHECK (status IN ('live', 'failed')),
  error       jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    // Trigram indexes make "contains" searches on names, emails and phones fast at 100,000 members.
    id: '002-pg-trgm',
    sql: 'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;',
  },
  {
    // Written every second by a running projection service, so health can tell a live one from a dead one (a crashed
    // process leaves its checkpoints looking "live" for ever).
    id: '003-heartbeats',
    sql: `
CREATE TABLE projection.heartbeats (
  service     text PRIMARY KEY,
  instance    text NOT NULL,
  started_at  timestamptz NOT NULL,
  beat_at     timestamptz NOT NULL,
  stopped_at  timestamptz
);
`,
  },
  {
    // Copies of some projectors' tables now and then, for views "as of" a past instant (issue 13, item 7).
    id: '004-as-of-snapshots',
    sql: AS_OF_SNAPSHOTS_DDL,
  },
  {
    // The first snapshots were bare copies; views now replay onto the snapshot's own tables, which needs their keys.
    id: '005-as-of-snapshots-with-keys',
    sql: `DO $drop$ DECLARE r record; BEGIN
  FOR r IN DELETE FROM projection.as_of_snapshots RETURNING snapshot_id LOOP
    EXECUTE format('DROP SCHEMA IF EXISTS asof_snap_%s CASCADE', r.snapshot_id);
  END LOOP;
END $drop$;`,
  },
  {
    // Events a projector could not apply, skipped so that it goes on (issue 43; see parked-events.ts).
    id: '006-parked-events',
    sql: PARKED_EVENTS_DDL,
  },
];

/** Where each reactor got to in the log, and the last run of each scheduled job (own component: `reactions`). */
export const reactionMigrations: readonly Migration[] = [
  {
    id: '001-reactor-checkpoints',
    sql: `
CREATE SCHEMA IF NOT EXISTS projection;

CREATE TABLE projection.reactor_checkpoints (
  reactor     text PRIMARY KEY,
  -- The reader checkpoint (commit, position) of the last event handled; see events/src/store/envelope.ts.
  commit_id   numeric(20, 0) NOT NULL DEFAULT 0,
  position    bigint NOT NULL DEFAULT 0,
  status      text NOT NULL CHECK (status IN ('live', 'failed')),
  error       jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projection.job_runs (
  job         text PRIMARY KEY,
  last_run_at timestamptz NOT NULL,
  next_run_at timestamptz NOT NULL,
  last_error  text
);
`,
  },
];
