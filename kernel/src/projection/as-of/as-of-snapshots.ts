import type { Pool, PoolClient } from 'pg';
import type { Checkpoint } from '@gym/events/store/envelope';
import { asOfTablesOf } from '../projector.js';
import type { Projector } from '../projector.js';

/**
 * Read-model snapshots for time travel (issue 13, item 7). Now and then a copy of a projector's tables is kept, with
 * the checkpoint it stands at, in a schema of its own (`asof_snap_<id>`). A view "as of" an instant starts from the
 * newest copy at or before that instant and replays only the events between it and the instant, so its cost is the
 * copy plus at most one interval of events, whatever the age of the log.
 *
 * Only the projectors that time-travelling views read are copied (`timeTravel`), and of each only the tables
 * time travel needs (`asOfTables`): the members' tables are per member (tens of megabytes a copy at 100,000 members),
 * the dashboard's are its aggregates (its past comes from its journal, not from replaying events onto per-member
 * rows), and the interval trades that space against the events (or journal rows) a view goes through.
 */
export function timeTravelProjectors(projectors: readonly Pick<Projector, 'name' | 'timeTravel'>[]): string[] {
  return projectors.filter((projector) => projector.timeTravel).map((projector) => projector.name);
}

/** Events between two snapshots of a projector (by global position): `AS_OF_SNAPSHOT_EVERY`, default 50,000. */
export function snapshotInterval(env: NodeJS.ProcessEnv = process.env): number {
  const chosen = Number(env['AS_OF_SNAPSHOT_EVERY'] ?? '');
  return Number.isInteger(chosen) && chosen >= 100 ? chosen : 50_000;
}

export const AS_OF_SNAPSHOTS_DDL = `
CREATE TABLE IF NOT EXISTS projection.as_of_snapshots (
  snapshot_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  projector   text NOT NULL,
  version     integer NOT NULL,
  commit_id   numeric(20, 0) NOT NULL,
  position    bigint NOT NULL,
  taken_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS as_of_snapshots_order_idx
  ON projection.as_of_snapshots (projector, version, commit_id DESC, position DESC);
`;

export interface AsOfSnapshot {
  readonly snapshotId: number;
  readonly schema: string;
  readonly checkpoint: Checkpoint;
}

export const snapshotSchema = (snapshotId: number) => `asof_snap_${snapshotId}`;

/**
 * Copies a projector's tables as they stand in `sourceSchema` at `checkpoint`. The caller guarantees the tables are
 * at that checkpoint: the live runner reads both in one REPEATABLE READ transaction (`takeLiveSnapshot`), a rebuild
 * calls this between two batches of its private tables.
 */
export async function copySnapshot(
  client: PoolClient,
  projector: Projector,
  sourceSchema: string,
  checkpoint: Checkpoint,
): Promise<AsOfSnapshot> {
  const inserted = await client.query<{ snapshot_id: string }>(
    `INSERT INTO projection.as_of_snapshots (projector, version, commit_id, position)
     VALUES ($1, $2, $3, $4) RETURNING snapshot_id`,
    [projector.name, projector.version, checkpoint.commit, checkpoint.position],
  );
  const snapshotId = Number(inserted.rows[0]!.snapshot_id);
  const schema = snapshotSchema(snapshotId);
  await client.query(`CREATE SCHEMA ${schema}`);
  const tables = asOfTablesOf(projector).map((t) => t.name);
  // Rows first, indexes after: filling the 100,000-member gym's member_dues with its two B-trees in place took 3.0 s,
  // filling it bare and then building them 1.0 s (sorted builds instead of 543,000 random index inserts).
  for (const table of tables) {
    await client.query(
      `CREATE TABLE ${schema}.${table} (LIKE ${sourceSchema}.${table} INCLUDING ALL EXCLUDING INDEXES)`,
    );
    await client.query(`INSERT INTO ${schema}.${table} SELECT * FROM ${sourceSchema}.${table}`);
  }
  await copyKeysAndBtreeIndexes(client, sourceSchema, schema, tables);
  // Statistics for lookups by key and short ranges: a tenth of the default sample (members and member_dues: 36
  // instead of 460 ms).
  await client.query(
    `SET LOCAL default_statistics_target = 10; ANALYZE ${tables.map((t) => `${schema}.${t}`).join(', ')};
     RESET default_statistics_target`,
  );
  return { snapshotId, schema, checkpoint };
}

/**
 * Gives the copies the source tables' B-tree indexes, their primary keys and unique constraints included: a view as
 * of an instant applies the events after the snapshot to these very tables (inside a transaction it rolls back), so
 * the projector's upserts and lookups must work on them. Trigram and other search indexes are left out: nothing time
 * travel reads needs them. Each index is built from its own definition with the table's schema changed.
 */
async function copyKeysAndBtreeIndexes(
  client: PoolClient,
  sourceSchema: string,
  targetSchema: string,
  tables: readonly string[],
): Promise<void> {
  // Schema and table names are the projectors' own identifiers, never user input (as in dropSearchIndexes).
  const source = `'${sourceSchema}'`;
  const target = `'${targetSchema}'`;
  await client.query(
    `DO $copy$ DECLARE r record; path text := current_setting('search_path'); BEGIN
       -- An empty search path makes each definition name its table with the schema, which is then replaced.
       PERFORM set_config('search_path', '', true);
       FOR r IN SELECT t.relname AS table_name, c.relname AS index_name, pg_get_indexdef(i.indexrelid) AS definition,
                       k.conname, k.contype
         FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_am am ON am.oid = c.relam
         LEFT JOIN pg_constraint k ON k.conindid = i.indexrelid AND k.conrelid = t.oid AND k.contype IN ('p', 'u')
         WHERE n.nspname = ${source} AND t.relname IN (${tables.map((t) => `'${t}'`).join(', ')}) AND am.amname = 'btree'
       LOOP
         EXECUTE regexp_replace(r.definition, ' ON ' || quote_ident(${source}) || '\\.', ' ON ' || quote_ident(${target}) || '.');
         IF r.conname IS NOT NULL THEN
           EXECUTE format('ALTER TABLE %I.%I ADD CONSTRAINT %I %s USING INDEX %I', ${target}, r.table_name, r.conname,
                          CASE r.contype WHEN 'p' THEN 'PRIMARY KEY' ELSE 'UNIQUE' END, r.index_name);
         END IF;
       END LOOP;
       PERFORM set_config('search_path', path, true);
     END $copy$`,
  );
}

/** Drops a schema's indexes other than B-trees (trigram search indexes): nothing time travel reads needs them. */
export async function dropSearchIndexes(client: PoolClient, schema: string): Promise<void> {
  await client.query(
    `DO $drop$ DECLARE r record; BEGIN
       FOR r IN SELECT c.relname FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_am am ON am.oid = c.relam
         WHERE n.nspname = '${schema}' AND am.amname <> 'btree'
       LOOP EXECUTE format('DROP INDEX %I.%I', '${schema}', r.relname); END LOOP;
     END $drop$`,
  );
}

/** The live tables' snapshot: the checkpoint row and the tables read in one consistent view of the database. */
export async function takeLiveSnapshot(
  pool: Pool,
  projector: Projector,
  readSchema: string,
): Promise<AsOfSnapshot | null> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const row = await client.query<{ commit: string; position: string; version: number }>(
      `SELECT commit_id::text AS commit, position::text AS position, version FROM projection.checkpoints
       WHERE projector = $1 AND status = 'live'`,
      [projector.name],
    );
    const found = row.rows[0];
    if (!found || found.version !== projector.version) {
      await client.query('ROLLBACK');
      return null;
    }
    const snapshot = await copySnapshot(client, projector, readSchema, {
      commit: found.commit,
      position: Number(found.position),
    });
    await client.query('COMMIT');
    return snapshot;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Position of a projector's newest snapshot of its current version (0 when it has none). */
export async function lastSnapshotPosition(pool: Pool | PoolClient, projector: Projector): Promise<number> {
  const result = await pool.query<{ position: string | null }>(
    'SELECT max(position)::text AS position FROM projection.as_of_snapshots WHERE projector = $1 AND version = $2',
    [projector.name, projector.version],
  );
  return Number(result.rows[0]?.position ?? 0);
}

/** Drops every snapshot of a projector (a rebuild takes them again as it passes through the log). */
export async function dropSnapshots(client: Pool | PoolClient, projectorName: string): Promise<void> {
  const result = await client.query<{ snapshot_id: string }>(
    'DELETE FROM projection.as_of_snapshots WHERE projector = $1 RETURNING snapshot_id',
    [projectorName],
  );
  for (const row of result.rows) {
    await client.query(`DROP SCHEMA IF EXISTS ${snapshotSchema(Number(row.snapshot_id))} CASCADE`);
  }
}

/**
 * The newest snapshot of a projector's current version at or before `at` in log order (commit, then position), or
 * null: the view then replays from the start of the log.
 */
export async function snapshotBefore(
  client: Pool | PoolClient,
  projector: Projector,
  at: Checkpoint,
): Promise<AsOfSnapshot | null> {
  const result = await client.query<{ snapshot_id: string; commit: string; position: string }>(
    `SELECT snapshot_id::text, commit_id::text AS commit, position::text AS position FROM projection.as_of_snapshots
     WHERE projector = $1 AND version = $2 AND (commit_id, position) <= ($3::numeric, $4::bigint)
     ORDER BY commit_id DESC, position DESC LIMIT 1`,
    [projector.name, projector.version, at.commit, at.position],
  );
  const row = result.rows[0];
  if (!row) return null;
  const snapshotId = Number(row.snapshot_id);
  return {
    snapshotId,
    schema: snapshotSchema(snapshotId),
    checkpoint: { commit: row.commit, position: Number(row.position) },
  };
}
