import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate } from '../db/migrate.js';
import { metadata } from '../store/store-test-support.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import { sealEvents, verifyEventChain } from './event-chain.js';
import { eventStoreMigrations } from './event-store-migrations.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** A log of `count` events over a few streams, appended by 8 writers at once (commits interleave). */
async function appendLog(db: TestDatabase, count: number): Promise<void> {
  const store = new PostgresEventStore({ pool: db.pool });
  const run = randomUUID().slice(0, 4);
  const writers = Array.from({ length: 8 }, async (_, writer) => {
    for (let i = writer; i < count; i += 8) {
      await store.appendToStreams(
        [
          {
            streamId: `member-${run}${writer}`,
            expectedVersion: (i - writer) / 8,
            events: [{ type: 'Noted', data: { i, note: 'é✓' } }],
          },
        ],
        { metadata: metadata() },
      );
    }
  });
  await Promise.all(writers);
  await store.close();
}

/**
 * Links every event. Sealing stops below the oldest transaction still running that it cannot place in another
 * database; the writers have committed, but on a busy server (other test files, CI) a transaction seen running in the
 * snapshot may end before the backends are listed, and then counts as this database's for that pass. The sealer of a
 * running gym passes again every second; so does this, for up to 15 s, before it calls the log unsealed.
 */
async function sealEverything(db: TestDatabase): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await sealEvents(db.pool);
    const { rows } = await db.pool.query<{ missing: number }>(
      'SELECT ((SELECT count(*) FROM event_store.events) - (SELECT count(*) FROM event_store.event_chain))::int AS missing',
    );
    if (rows[0]!.missing === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.missing} committed events were left unsealed after 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function freshLog(label: string, count: number): Promise<TestDatabase> {
  const db = await createTestDatabase(inject('databaseServerUrl'), label);
  await migrate(db.pool, 'event-store', eventStoreMigrations);
  await appendLog(db, count);
  await sealEverything(db);
  return db;
}

/** What an intruder with the database owner's rights does: switch the guard off, change the log, switch it on. */
async function tamper(db: TestDatabase, sql: string, params: unknown[] = []): Promise<void> {
  await db.pool.query('ALTER TABLE event_store.events DISABLE TRIGGER USER');
  await db.pool.query(sql, params);
  await db.pool.query('ALTER TABLE event_store.events ENABLE TRIGGER USER');
}

const positions = async (db: TestDatabase) =>
  (await db.pool.query<{ p: string }>('SELECT position::text AS p FROM event_store.events ORDER BY position')).rows.map(
    (r) => Number(r.p),
  );

describe('the log is append-only in the database (issue 13, item 9)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshLog('append_only', 10);
  });
  afterAll(() => db?.drop());

  it.each([
    [
      'UPDATE',
      `UPDATE event_store.events SET data = '{"i": 999}' WHERE position = (SELECT min(position) FROM event_store.events)`,
    ],
    ['DELETE', 'DELETE FROM event_store.events WHERE position = (SELECT min(position) FROM event_store.events)'],
    ['TRUNCATE', 'TRUNCATE event_store.events'],
    ['UPDATE', 'UPDATE event_store.event_chain SET hash = $$\\x00$$'],
    ['DELETE', 'DELETE FROM event_store.event_chain'],
    ['TRUNCATE', 'TRUNCATE event_store.event_chain'],
  ])('refuses %s (%s) and changes nothing', async (_operation, sql) => {
    const before = await db.pool.query('SELECT * FROM event_store.events ORDER BY position');
    await expect(db.pool.query(sql)).rejects.toMatchObject({
      code: 'GE002',
      message: expect.stringMatching(/the event log is append-only/),
    });
    const after = await db.pool.query('SELECT * FROM event_store.events ORDER BY position');
    expect(after.rows).toEqual(before.rows);
    expect((await verifyEventChain(db.pool)).ok).toBe(true);
  });

  it('still takes new events', async () => {
    await appendLog(db, 3);
    await sealEverything(db);
    expect((await verifyEventChain(db.pool)).checked).toBe(13);
  });
});

describe('tamper evidence: a hash chain over the log (issue 13, item 10)', () => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.drop()));
  });
  const log = async (label: string, count = 60) => {
    const db = await freshLog(label, count);
    dbs.push(db);
    return db;
  };

  it('links every event of concurrent writers, sealed while they write, and finds nothing wrong', async () => {
    const db = await createTestDatabase(inject('databaseServerUrl'), 'chain_ok');
    dbs.push(db);
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    let writing = true;
    const sealer = (async () => {
      while (writing) await sealEvents(db.pool);
    })();
    await appendLog(db, 200);
    writing = false;
    await sealer;
    await sealEverything(db);
    const report = await verifyEventChain(db.pool);
    expect(report).toMatchObject({ ok: true, checked: 200, unsealed: 0, problemCount: 0, first: null });
    expect(report.head?.seq).toBe(200);
    expect(report.head?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts committed events not sealed yet without calling them a problem', async () => {
    const db = await log('chain_unsealed', 10);
    await appendLog(db, 4);
    const report = await verifyEventChain(db.pool);
    expect(report).toMatchObject({ ok: true, checked: 10, unsealed: 4 });
  });

  it('names the first altered event, and only it', async () => {
    const db = await log('chain_altered');
    const victim = (await positions(db))[17]!;
    await tamper(
      db,
      `UPDATE event_store.events SET data = jsonb_set(data, '{note}', '"changed"') WHERE position = $1`,
      [victim],
    );
    const report = await verifyEventChain(db.pool);
    expect(report.ok).toBe(false);
    expect(report.problemCount).toBe(1);
    expect(report.first).toMatchObject({ kind: 'altered', position: victim, type: 'Noted' });
    expect(report.first!.message).toMatch(
      new RegExp(`position ${victim} \\(Noted on member-\\w+ v\\d+\\) was altered`),
    );
  });

  it('names an event whose metadata (who did it) was changed', async () => {
    const db = await log('chain_metadata');
    const victim = (await positions(db))[3]!;
    await tamper(
      db,
      `UPDATE event_store.events SET metadata = metadata || '{"actorName": "Someone Else"}' WHERE position = $1`,
      [victim],
    );
    expect((await verifyEventChain(db.pool)).first).toMatchObject({ kind: 'altered', position: victim });
  });

  it('names a removed event', async () => {
    const db = await log('chain_removed');
    const victim = (await positions(db))[30]!;
    await tamper(db, 'DELETE FROM event_store.events WHERE position = $1', [victim]);
    const report = await verifyEventChain(db.pool);
    expect(report.problemCount).toBe(1);
    expect(report.first).toMatchObject({ kind: 'removed', position: victim });
    expect(report.first!.message).toBe(
      `the event at position ${victim} (link ${report.first!.seq}) was removed from the log`,
    );
  });

  it('names an event inserted among sealed ones', async () => {
    const db = await log('chain_inserted');
    const eventId = randomUUID();
    await tamper(
      db,
      `INSERT INTO event_store.events (transaction_id, event_id, stream_id, stream_version, type, data, metadata)
       SELECT transaction_id, $1, 'member-forged', 1, 'Noted', '{"i": -1}', metadata
       FROM event_store.events ORDER BY transaction_id, position LIMIT 1`,
      [eventId],
    );
    const report = await verifyEventChain(db.pool);
    expect(report.problemCount).toBe(1);
    expect(report.first).toMatchObject({ kind: 'inserted', eventId, seq: null, streamId: 'member-forged' });
  });

  it('lists several problems in log order, the earliest first', async () => {
    const db = await log('chain_several');
    const all = await positions(db);
    await tamper(db, `UPDATE event_store.events SET type = 'Forged' WHERE position = $1`, [all[40]]);
    await tamper(db, 'DELETE FROM event_store.events WHERE position = $1', [all[9]]);
    const report = await verifyEventChain(db.pool);
    expect(report.problems.map((p) => [p.kind, p.position])).toEqual([
      ['removed', all[9]],
      ['altered', all[40]],
    ]);
    expect(report.first?.position).toBe(all[9]);
  });
});
