import type { Migration } from '@gym/events/db/migrate';

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
