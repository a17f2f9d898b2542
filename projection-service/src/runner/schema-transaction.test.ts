import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { saveCheckpointSql } from '@gym/kernel/projection/service-contract/checkpoints';
import { inFusedSchemaTransaction } from './schema-transaction.js';

describe('a transaction whose first and last statements travel with BEGIN and COMMIT', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'fused-transaction');
    await db.pool.query(`CREATE SCHEMA live; CREATE TABLE live.notes (note text NOT NULL)`);
  });
  afterAll(() => db?.drop());

  const notes = async () => (await db.pool.query('SELECT note FROM live.notes ORDER BY note')).rows.map((r) => r.note);

  it('hands the opening rows to the work, in the schema, and commits the closing statement with it', async () => {
    const seen = await inFusedSchemaTransaction(
      db.pool,
      'live',
      `SELECT current_schema() AS schema`,
      async (client) => {
        await client.query(`INSERT INTO notes VALUES ('work')`);
        return { result: 'done', closing: `INSERT INTO notes VALUES ('closing')` };
      },
    );
    expect(seen).toBe('done');
    expect(await notes()).toEqual(['closing', 'work']);
    const opened = await inFusedSchemaTransaction(db.pool, 'live', `SELECT current_schema() AS schema`, (_, rows) =>
      Promise.resolve({ result: rows, closing: null }),
    );
    expect(opened).toEqual([{ schema: 'live' }]);
  });

  it('keeps nothing of the work when the closing statement fails', async () => {
    const before = await notes();
    await expect(
      inFusedSchemaTransaction(db.pool, 'live', 'SELECT 1', async (client) => {
        await client.query(`INSERT INTO notes VALUES ('lost')`);
        return { result: null, closing: `INSERT INTO notes VALUES (NULL)` };
      }),
    ).rejects.toThrow(/null value/);
    expect(await notes()).toEqual(before);
    // The connection went back to the pool usable, outside any transaction.
    expect((await db.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('writes a checkpoint only from values that are what they claim', () => {
    expect(saveCheckpointSql("it's", 2, { commit: '1234', position: 56 })).toContain("'it''s', 2, 1234::numeric, 56");
    expect(() => saveCheckpointSql('p', 1, { commit: '1; DROP TABLE x', position: 1 })).toThrow(/Not a checkpoint/);
    expect(() => saveCheckpointSql('p', 1.5, { commit: '1', position: 1 })).toThrow(/Not a checkpoint/);
  });
});
