import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import type { Projector } from '../projector.js';
import { AS_OF_SNAPSHOTS_DDL, copySnapshot } from './as-of-snapshots.js';

/**
 * A snapshot's tables are filled bare and indexed afterwards; they must still be the tables time travel replays onto:
 * the same rows, keys and B-tree lookups as the source, without its search indexes.
 */
describe('a time-travel snapshot copy', () => {
  let db: TestDatabase;
  const projector = {
    name: 'desk',
    version: 3,
    tables: [
      { name: 'visits', ddl: '' },
      { name: 'tags', ddl: '' },
      { name: 'ignored', ddl: '' },
    ],
    asOfTables: ['visits', 'tags'],
  } as unknown as Projector;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'as_of_copy');
    await db.pool.query(`CREATE SCHEMA projection; ${AS_OF_SNAPSHOTS_DDL}; CREATE SCHEMA src`);
    await db.pool.query(`
      CREATE TABLE src.visits (visit_id text PRIMARY KEY, member_id text NOT NULL, card text UNIQUE,
        amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0), labels text[] NOT NULL DEFAULT '{}');
      CREATE INDEX visits_member_idx ON src.visits (member_id);
      CREATE INDEX visits_owing_idx ON src.visits ((amount * 2)) WHERE amount > 0;
      CREATE INDEX visits_labels_idx ON src.visits USING gin (labels);
      CREATE TABLE src.tags (tag text NOT NULL, member_id text NOT NULL, PRIMARY KEY (tag, member_id));
      CREATE TABLE src.ignored (id int);
      INSERT INTO src.visits SELECT 'v' || i, 'm' || (i % 7), CASE WHEN i % 2 = 0 THEN 'c' || i END, i % 3, '{a}'
        FROM generate_series(1, 500) AS i;
      INSERT INTO src.tags VALUES ('vip', 'm1'), ('vip', 'm2');`);
  });
  afterAll(() => db?.drop());

  /** Each index of a schema's table: name, definition with the schema left out, and the constraint it backs. */
  const indexes = async (schema: string, table: string) =>
    (
      await db.pool.query<{ name: string; definition: string; constraint: string | null }>(
        `SELECT c.relname AS name, replace(pg_get_indexdef(i.indexrelid), $1 || '.', '') AS definition,
                (SELECT k.contype::text FROM pg_constraint k WHERE k.conindid = i.indexrelid) AS constraint
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
         WHERE n.nspname = $1 AND t.relname = $2 ORDER BY c.relname`,
        [schema, table],
      )
    ).rows;

  it('holds the same rows with the same keys, constraints and B-tree indexes, and no search index', async () => {
    const client = await db.pool.connect();
    let schema: string;
    try {
      await client.query('BEGIN');
      ({ schema } = await copySnapshot(client, projector, 'src', { commit: '42', position: 42 }));
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const sourceVisits = await indexes('src', 'visits');
    expect(await indexes(schema, 'visits')).toEqual(sourceVisits.filter((i) => i.name !== 'visits_labels_idx'));
    expect(await indexes(schema, 'tags')).toEqual(await indexes('src', 'tags'));
    // The comparison above covers the constraints only if the listing sees them: the source has a key and a unique one.
    expect(sourceVisits.map((i) => i.constraint).sort()).toEqual(['p', 'u', null, null, null].sort());
    const tables = await db.pool.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1',
      [schema],
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(['tags', 'visits']);
    const same = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (TABLE src.visits EXCEPT TABLE ${schema}.visits
         UNION ALL TABLE ${schema}.visits EXCEPT TABLE src.visits) d`,
    );
    expect(same.rows[0]!.n).toBe(0);
    // Replaying onto the copy works as on the source: defaults, checks and upserts by key.
    await db.pool.query(
      `INSERT INTO ${schema}.visits (visit_id, member_id) VALUES ('v1', 'm9')
       ON CONFLICT (visit_id) DO UPDATE SET member_id = EXCLUDED.member_id`,
    );
    await expect(db.pool.query(`INSERT INTO ${schema}.visits VALUES ('v0', 'm', 'c2')`)).rejects.toThrow(/unique/);
    await expect(db.pool.query(`INSERT INTO ${schema}.visits VALUES ('v0', 'm', null, -1)`)).rejects.toThrow(/check/);
    const snapshot = await db.pool.query('SELECT projector, version, position::int FROM projection.as_of_snapshots');
    expect(snapshot.rows).toEqual([{ projector: 'desk', version: 3, position: 42 }]);
  });
});
