import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { PendingInserts } from './pending-inserts.js';

describe('rows collected and inserted together', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'pending_inserts');
    await db.pool.query(
      `CREATE TABLE sales (id text PRIMARY KEY, amount integer NOT NULL, used integer NOT NULL DEFAULT 0, day date)`,
    );
  });
  afterAll(() => db?.drop());

  const rows = async () => (await db.pool.query(`SELECT id, amount, used FROM sales ORDER BY id`)).rows;

  it('writes nothing until flushed, then every row once, the first of two with one key and a stored one kept', async () => {
    const client = await db.pool.connect();
    try {
      await client.query(`INSERT INTO sales (id, amount) VALUES ('s0', 5)`);
      const sales = new PendingInserts(client, 'sales', ['id', 'amount', 'day']);
      sales.add({ id: 's1', amount: 10, day: '2026-11-27' });
      sales.add({ id: 's2', amount: 20, day: null });
      sales.add({ id: 's1', amount: 99, day: null });
      sales.add({ id: 's0', amount: 99, day: null });
      expect(await rows()).toEqual([{ id: 's0', amount: 5, used: 0 }]);

      await sales.flush();
      expect(await rows()).toEqual([
        { id: 's0', amount: 5, used: 0 },
        { id: 's1', amount: 10, used: 0 },
        { id: 's2', amount: 20, used: 0 },
      ]);
      // Flushed rows are not written again.
      await client.query(`DELETE FROM sales WHERE id = 's2'`);
      await sales.flush();
      expect((await rows()).map((r) => r.id)).toEqual(['s0', 's1']);
    } finally {
      client.release();
    }
  });
});
