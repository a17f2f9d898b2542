import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import type { ApplyPass } from '@gym/kernel/projection/projector';
import { JournaledDeltas } from './dashboard-journal.js';

const TABLES = { owing: { keys: ['figure'], sums: ['members', 'amount'] } };

/** An event of a command: its checkpoint, correlation id and time. */
const mark = (commit: string, position: number, correlationId: string, at = '2026-11-01T10:00:00.000Z') => ({
  checkpoint: { commit, position },
  correlationId,
  at,
});

describe('the dashboard journal keeps one row per command and aggregate row', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'dashboard-journal');
    await db.pool.query(`
      CREATE TABLE owing (figure text PRIMARY KEY, members integer NOT NULL, amount bigint NOT NULL);
      CREATE TABLE dash_journal (commit_id bigint NOT NULL, position bigint NOT NULL, tbl text NOT NULL,
                                 row jsonb NOT NULL)`);
  });
  afterAll(() => db?.drop());

  /** Runs each event's change through the deltas, flushes them by `pass` and answers the journal and the aggregate. */
  const journalOf = async (
    pass: ApplyPass,
    events: readonly { mark: ReturnType<typeof mark>; members: number; amount: number }[],
  ) => {
    await db.pool.query('TRUNCATE owing, dash_journal');
    const deltas = new JournaledDeltas(TABLES);
    for (const event of events) {
      deltas.during(event.mark, () =>
        deltas.add('owing', { figure: 'owing' }, { members: event.members, amount: event.amount }),
      );
    }
    const client = await db.pool.connect();
    try {
      await deltas.flush(client, pass);
    } finally {
      client.release();
    }
    const journal = await db.pool.query<{ position: string; members: number; amount: number }>(
      `SELECT position::text, (row->>'members')::int AS members, (row->>'amount')::int AS amount
       FROM dash_journal ORDER BY commit_id, position`,
    );
    const aggregate = await db.pool.query('SELECT members, amount::int AS amount FROM owing');
    return { journal: journal.rows, aggregate: aggregate.rows };
  };

  for (const pass of ['rebuild', 'live'] as const) {
    it(`leaves out a command whose events cancel out, as a sale paid at once (${pass})`, async () => {
      // The invoice adds the member and the amount to the owing figure; the payment in the same command takes them off.
      const { journal, aggregate } = await journalOf(pass, [
        { mark: mark('7', 100, 'sale'), members: 1, amount: 25_000 },
        { mark: mark('7', 101, 'sale'), members: -1, amount: -25_000 },
      ]);
      expect(journal).toEqual([]);
      expect(aggregate).toEqual([]);
    });

    it(`sums a command's events into one row at its last event (${pass})`, async () => {
      const { journal, aggregate } = await journalOf(pass, [
        { mark: mark('7', 100, 'sale'), members: 1, amount: 25_000 },
        { mark: mark('7', 101, 'sale'), members: 0, amount: -10_000 },
      ]);
      expect(journal).toEqual([{ position: '101', members: 1, amount: 15_000 }]);
      expect(aggregate).toEqual([{ members: 1, amount: 15_000 }]);
    });
  }

  it('keeps apart events a view of the past may stop between', async () => {
    const { journal } = await journalOf('rebuild', [
      { mark: mark('7', 100, 'first'), members: 1, amount: 100 },
      // Another command in the same transaction.
      { mark: mark('7', 101, 'second'), members: 1, amount: 200 },
      // The same command's id but a position between them holds an event this projector did not read.
      { mark: mark('7', 103, 'second'), members: 1, amount: 300 },
      // Another time: a view of the past at the earlier one stops between them.
      { mark: mark('7', 104, 'second', '2026-11-01T10:00:00.001Z'), members: 1, amount: 400 },
      // Another transaction: its events sort after every event of the one before, whatever their positions.
      { mark: mark('8', 105, 'second', '2026-11-01T10:00:00.001Z'), members: 1, amount: 500 },
    ]);
    expect(journal.map((row) => [row.position, row.amount])).toEqual([
      ['100', 100],
      ['101', 200],
      ['103', 300],
      ['104', 400],
      ['105', 500],
    ]);
  });

  it('closes a run at each flush: the next batch starts a row of its own', async () => {
    await db.pool.query('TRUNCATE owing, dash_journal');
    const deltas = new JournaledDeltas(TABLES);
    const client = await db.pool.connect();
    try {
      for (const [position, amount] of [
        [100, 100],
        [101, 200],
      ] as const) {
        deltas.during(mark('7', position, 'sale'), () =>
          deltas.add('owing', { figure: 'owing' }, { members: 0, amount }),
        );
        await deltas.flush(client, 'rebuild');
      }
    } finally {
      client.release();
    }
    const { rows } = await db.pool.query(`SELECT position::int, (row->>'amount')::int AS amount FROM dash_journal
                                          ORDER BY position`);
    expect(rows).toEqual([
      { position: 100, amount: 100 },
      { position: 101, amount: 200 },
    ]);
  });
});
