import type { Pool } from 'pg';
import type { Projector } from '@gym/kernel/projection/projector';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';

/** A digest of every row of every read table, by table: two read models are equal when their digests are. */
export async function readTableDigests(pool: Pool, projectors: readonly Projector[]): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of projectors.flatMap((p) => p.tables)) {
    const result = await pool.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
       FROM ${READ_SCHEMA}.${table.name} t`,
    );
    const { rows, digest } = result.rows[0]!;
    digests[table.name] = `${rows} rows ${digest}`;
  }
  return digests;
}
