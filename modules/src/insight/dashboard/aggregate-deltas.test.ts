import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { AggregateDeltas } from './aggregate-deltas.js';

const TABLES = {
  daily: { keys: ['day'], sums: ['n'] },
  sales: { keys: ['month', 'trainer'], sums: ['amount', 'n'], copies: ['name'] },
};

describe('aggregate deltas written in one statement', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'aggregate-deltas');
    await db.pool.query(`
      CREATE TABLE daily (day date PRIMARY KEY, n integer NOT NULL);
      CREATE TABLE sales (month date, trainer text, name text NOT NULL, amount bigint NOT NULL, n integer NOT NULL,
                          PRIMARY KEY (month, trainer));
      CREATE TABLE side (note text NOT NULL)`);
  });
  afterAll(() => db?.drop());

  const rows = async (table: string) => (await db.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
  const flush = async (deltas: AggregateDeltas, note?: string) => {
    const client = await db.pool.connect();
    try {
      await deltas.flush(
        client,
        note === undefined ? undefined : (param) => `INSERT INTO side (note) VALUES (${param(note)})`,
      );
    } finally {
      client.release();
    }
  };

  it('adds to existing rows, inserts new ones, keeps the latest copied column and runs the extra statement', async () => {
    const first = new AggregateDeltas(TABLES);
    first.add('daily', { day: '2026-11-01' }, { n: 2 });
    first.add('sales', { month: '2026-11-01', trainer: 't1' }, { amount: 500, n: 1 }, { name: 'Old' });
    await flush(first, 'first');
    const second = new AggregateDeltas(TABLES);
    second.add('daily', { day: '2026-11-01' }, { n: 1 });
    second.add('daily', { day: '2026-11-02' }, { n: 1 });
    second.add('sales', { month: '2026-11-01', trainer: 't1' }, { amount: 300, n: 1 }, { name: 'New' });
    await flush(second, 'second');

    expect(await rows('daily')).toEqual([
      { day: expect.any(Date), n: 3 },
      { day: expect.any(Date), n: 1 },
    ]);
    expect(await rows('sales')).toEqual([{ month: expect.any(Date), trainer: 't1', name: 'New', amount: '800', n: 2 }]);
    expect((await rows('side')).map((r) => r.note)).toEqual(['first', 'second']);
  });

  it('removes the rows that fall to zero and only those, a row at zero in one sum but not the other staying', async () => {
    const deltas = new AggregateDeltas(TABLES);
    deltas.add('daily', { day: '2026-11-02' }, { n: -1 });
    deltas.add('sales', { month: '2026-11-01', trainer: 't1' }, { amount: -800, n: 0 }, { name: 'New' });
    await flush(deltas);
    expect((await rows('daily')).map((r) => r.n)).toEqual([3]);
    expect(await rows('sales')).toEqual([{ month: expect.any(Date), trainer: 't1', name: 'New', amount: '0', n: 2 }]);

    const more = new AggregateDeltas(TABLES);
    more.add('sales', { month: '2026-11-01', trainer: 't1' }, { amount: 0, n: -2 }, { name: 'New' });
    await flush(more);
    expect(await rows('sales')).toEqual([]);
  });

  it('writes nothing but the extra statement when the batch nets to no change', async () => {
    const deltas = new AggregateDeltas(TABLES);
    deltas.add('daily', { day: '2026-11-01' }, { n: 1 });
    deltas.add('daily', { day: '2026-11-01' }, { n: -1 });
    await flush(deltas, 'netted');
    expect((await rows('daily')).map((r) => r.n)).toEqual([3]);
    expect((await rows('side')).map((r) => r.note)).toContain('netted');
  });
});
