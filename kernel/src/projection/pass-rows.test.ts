import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { PassMemory } from './pass-rows.js';

interface Debt extends Record<string, unknown> {
  debt_id: string;
  outstanding: number;
}

/** The rows a rebuild holds for its pass, written once at its end or again after a snapshot's write. */
describe('rows held for a pass', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'pass_rows');
    await db.pool.query('CREATE TABLE debts (debt_id text PRIMARY KEY, outstanding integer NOT NULL)');
  });
  afterAll(() => db?.drop());

  const stored = async () =>
    (await db.pool.query<Debt>('SELECT debt_id, outstanding FROM debts ORDER BY debt_id')).rows;

  it("writes every row at the first write, as many as a 100,000-member gym's debts, then only those changed", async () => {
    const memory = new PassMemory();
    const debts = memory.rows<Debt>('debts', 'debt_id');
    const many = 600_000;
    for (let i = 0; i < many; i++) debts.set({ debt_id: `d${String(i).padStart(6, '0')}`, outstanding: i % 7 });
    debts.update('d000003', (row) => ({ ...row, outstanding: 100 }));
    await debts.flush(['debt_id', 'outstanding']);
    const client = await db.pool.connect();
    try {
      await memory.write(client);
      let rows = await stored();
      expect(rows).toHaveLength(many);
      expect(rows[3]).toEqual({ debt_id: 'd000003', outstanding: 100 });

      // After the first write: a row changed is upserted, a new one added, the others not written again.
      await db.pool.query(`UPDATE debts SET outstanding = -1 WHERE debt_id = 'd000010'`);
      debts.update('d000004', (row) => ({ ...row, outstanding: 55 }));
      debts.set({ debt_id: 'e000001', outstanding: 9 });
      await memory.write(client);
      rows = await stored();
      expect(rows).toHaveLength(many + 1);
      expect(rows.find((r) => r.debt_id === 'd000004')).toEqual({ debt_id: 'd000004', outstanding: 55 });
      expect(rows.find((r) => r.debt_id === 'e000001')).toEqual({ debt_id: 'e000001', outstanding: 9 });
      expect(rows.find((r) => r.debt_id === 'd000010')).toEqual({ debt_id: 'd000010', outstanding: -1 });

      // Nothing changed since: nothing written.
      await db.pool.query(`UPDATE debts SET outstanding = -2 WHERE debt_id = 'd000004'`);
      await memory.write(client);
      expect((await stored()).find((r) => r.debt_id === 'd000004')!.outstanding).toBe(-2);

      // A row changed in place is written as a replaced one is; a change of a key not held changes nothing.
      const held = debts.get('d000005')!;
      debts.change('d000005', (row) => {
        row.outstanding -= 2;
      });
      debts.change('nobody', () => {
        throw new Error('a key not held has no row to change');
      });
      expect(debts.get('d000005')).toBe(held);
      await memory.write(client);
      rows = await stored();
      expect(rows).toHaveLength(many + 1);
      expect(rows.find((r) => r.debt_id === 'd000005')).toEqual({ debt_id: 'd000005', outstanding: 3 });
      expect(rows.find((r) => r.debt_id === 'd000004')!.outstanding).toBe(-2);
    } finally {
      client.release();
    }
  }, 60_000);
});
