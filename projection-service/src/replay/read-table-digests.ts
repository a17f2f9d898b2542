import type { Pool } from 'pg';
import type { Projector } from '@gym/kernel/projection/projector';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';

/**
 * Columns that may legitimately differ between two systems built from the same log, left out of the digests. Every
 * projector derives its rows from the events alone (times come from the event's metadata, ids from its data, never
 * `now()` or a sequence), and a replay keeps each event's global position. A projector that stores something of the
 * instance (a commit id, a wall-clock time of projection) names that column here as `table.column`: the dashboard's
 * journal keeps each event's commit id, the transaction that appended it, which a replay appends anew.
 */
export const INSTANCE_SPECIFIC_COLUMNS: readonly string[] = ['dash_journal.commit_id'];

export interface TableDigest {
  readonly table: string;
  readonly rows: number;
  /** md5 over the rows' own md5s in sorted order: independent of physical order and of the database's collation. */
  readonly digest: string;
}

/**
 * One digest per read table of the given projectors, in the projectors' order (issue 13, item 6): two systems whose
 * digests are equal hold the same rows. Each row is hashed as its text (PostgreSQL prints one text per value), the
 * row hashes are sorted bytewise and hashed again, so only 32 bytes a row are aggregated however wide the table is.
 */
export async function readTableDigests(pool: Pool, projectors: readonly Projector[]): Promise<TableDigest[]> {
  const digests: TableDigest[] = [];
  for (const table of projectors.flatMap((p) => p.tables)) {
    const columns = await pool.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
      [READ_SCHEMA, table.name],
    );
    const kept = columns.rows
      .map((c) => c.name)
      .filter((name) => !INSTANCE_SPECIFIC_COLUMNS.includes(`${table.name}.${name}`))
      .map((name) => `t.${quoteIdent(name)}`);
    const row = kept.length ? `md5(ROW(${kept.join(', ')})::text)` : `md5('')`;
    const result = await pool.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS digest
       FROM (SELECT ${row} AS h FROM ${READ_SCHEMA}.${quoteIdent(table.name)} t) hashed`,
    );
    const { rows, digest } = result.rows[0]!;
    digests.push({ table: table.name, rows, digest });
  }
  return digests;
}

/** The digests as the commands print them: one table a line, aligned, so two outputs compare with `diff`. */
export function formatDigests(digests: readonly TableDigest[]): string {
  const width = Math.max(0, ...digests.map((d) => d.table.length));
  return digests.map((d) => `${d.table.padEnd(width)}  ${String(d.rows).padStart(9)} rows  ${d.digest}`).join('\n');
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
