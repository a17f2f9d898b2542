import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { appendRows, copyText } from './append-rows.js';
import type { ApplyPass } from './projector.js';

describe('COPY text of rows', () => {
  it('escapes what COPY would read as a separator and writes null, missing, booleans and objects', () => {
    const text = copyText(
      ['id', 'note', 'done', 'data', 'n'],
      [
        { id: 'a', note: 'tab\there\nnew line\r\\back', done: true, data: { k: 'v\tw' }, n: 5 },
        { id: 'b', note: null, done: false, n: 0 },
      ],
    );
    expect(text).toBe('a\ttab\\there\\nnew line\\r\\\\back\tt\t{"k":"v\\\\tw"}\t5\nb\t\\N\tf\t\\N\t0\n');
  });
});

describe('rows appended live and by a rebuild', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'append_rows');
    for (const table of ['live_rows', 'rebuilt_rows']) {
      await db.pool.query(
        `CREATE TABLE ${table} (position bigint PRIMARY KEY, note text, at timestamptz NOT NULL, day date,
           amount integer, done boolean, data jsonb)`,
      );
    }
  });
  afterAll(() => db?.drop());

  const rows = [
    {
      position: 1,
      note: 'Paid 250.00 QAR\tcash\n"line two" \\ done',
      at: '2026-11-28T03:00:00.000Z',
      day: '2026-11-28',
    },
    { position: 2, note: null, at: '2026-11-28T04:30:00.123Z', day: null, amount: -2500, done: false },
    { position: 3, note: 'علي حسن', at: '2026-11-28T05:00:00.000Z', amount: 0, done: true, data: { a: [1, 'x\ty'] } },
  ];
  const columns = ['position', 'note', 'at', 'day', 'amount', 'done', 'data'] as const;
  const append = async (pass: ApplyPass, table: string, batch: readonly Record<string, unknown>[]) => {
    const client = await db.pool.connect();
    try {
      await appendRows(client, pass, table, [...columns], batch);
    } finally {
      client.release();
    }
  };
  const stored = async (table: string) =>
    (await db.pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY position`)).rows.map((r) => r.row);

  it('stores the same rows either way', async () => {
    await append('live', 'live_rows', rows);
    await append('rebuild', 'rebuilt_rows', rows);
    expect(await stored('rebuilt_rows')).toEqual(await stored('live_rows'));
    expect((await stored('rebuilt_rows')).map((r) => [r.position, r.note, r.day, r.amount, r.data])).toEqual([
      [1, rows[0]!.note, '2026-11-28', null, null],
      [2, null, null, -2500, null],
      [3, 'علي حسن', null, 0, { a: [1, 'x\ty'] }],
    ]);
  });

  it('live, skips a row whose key is stored; a rebuild, which never meets one, fails on it', async () => {
    const again = [
      { ...rows[0]!, note: 'changed' },
      { position: 4, at: '2026-11-28T06:00:00.000Z' },
    ];
    await append('live', 'live_rows', again);
    expect((await stored('live_rows')).map((r) => [r.position, r.note === 'changed'])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
    ]);
    await expect(append('rebuild', 'rebuilt_rows', again)).rejects.toThrow(/duplicate key/);
    expect((await stored('rebuilt_rows')).length).toBe(3);
  });

  it('writes nothing for no rows', async () => {
    await append('rebuild', 'rebuilt_rows', []);
    await append('live', 'live_rows', []);
    expect((await stored('rebuilt_rows')).length).toBe(3);
  });
});
