import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { LOG_START } from '../store/envelope.js';
import { metadata } from '../store/store-test-support.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import { eventStoreMigrations } from './event-store-migrations.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { sealEvents } from './event-chain.js';

/** A transaction that has written (so it has a transaction id) and stays open until `end()`. */
async function openWrite(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  const { xid } = (await client.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows[0]!;
  return {
    xid,
    async end() {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/** The whole server's oldest running transaction: the horizon the reader used before it looked per database. */
async function serverXmin(pool: pg.Pool): Promise<bigint> {
  const { rows } = await pool.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
  return BigInt(rows[0]!.xmin);
}

describe("the log reader's horizon", () => {
  let log: TestDatabase;
  let elsewhere: TestDatabase;
  /** Asks which database the transactions in its way belong to every time it is held back. */
  let store: PostgresEventStore;
  beforeAll(async () => {
    log = await createTestDatabase(inject('databaseServerUrl'), 'horizon');
    elsewhere = await createTestDatabase(inject('databaseServerUrl'), 'horizon_other');
    await migrate(log.pool, 'event-store', eventStoreMigrations);
    store = new PostgresEventStore({ pool: log.pool, foreignCheckEveryMs: 0 });
  });
  afterAll(async () => {
    await store?.close();
    await Promise.all([log?.drop(), elsewhere?.drop()]);
  });

  const append = (type: string, on: PostgresEventStore = store) =>
    on.appendToStreams([{ streamId: `h-${randomUUID()}`, expectedVersion: 0, events: [{ type, data: {} }] }], {
      metadata: metadata(),
    });

  it('is not held back by a write left open in another database of the same server', async () => {
    const type = `Elsewhere-${randomUUID().slice(0, 8)}`;
    const other = await openWrite(elsewhere.url);
    try {
      const { position } = await append(type);
      // The server-wide horizon is stuck behind the other database's transaction...
      expect(await serverXmin(log.pool)).toBeLessThanOrEqual(BigInt(other.xid));
      // ...but this log's readers see the event: a backend of another database cannot write here.
      const read = await store.readAllWithPending({ after: LOG_START, limit: 10, types: [type] });
      expect(read.events.map((e) => e.position)).toEqual([position]);
      expect(read.pending).toBe(false);
      expect((await store.head()).position).toBe(position);
    } finally {
      await other.end();
    }
  });

  it('lets a subscription of a store with the default settings catch up past it', async () => {
    const defaults = new PostgresEventStore({ pool: log.pool });
    const type = `Defaults-${randomUUID().slice(0, 8)}`;
    const other = await openWrite(elsewhere.url);
    try {
      const { position } = await append(type, defaults);
      const seen: number[] = [];
      const subscription = defaults.subscribe({
        after: LOG_START,
        types: [type],
        onBatch: async (events) => {
          seen.push(...events.map((e) => e.position));
        },
      });
      await subscription.caughtUp();
      await subscription.stop();
      expect(seen).toEqual([position]);
    } finally {
      await other.end();
      await defaults.close();
    }
  });

  it('still waits for a write left open in this database, whose events may commit below the ones it sees', async () => {
    const type = `Here-${randomUUID().slice(0, 8)}`;
    const mine = await openWrite(log.url);
    let position: number;
    try {
      position = (await append(type)).position;
      const held = await store.readAllWithPending({ after: LOG_START, limit: 10, types: [type] });
      expect(held.events).toEqual([]);
      expect(held.pending).toBe(true);
      expect(BigInt((await store.head()).commit)).toBeLessThan(BigInt(mine.xid));
    } finally {
      await mine.end();
    }
    const read = await store.readAllWithPending({ after: LOG_START, limit: 10, types: [type] });
    expect(read.events.map((e) => e.position)).toEqual([position]);
  });

  it('lets the chain sealer link events past a write left open in another database', async () => {
    const other = await openWrite(elsewhere.url);
    try {
      await append(`Sealed-${randomUUID().slice(0, 8)}`);
      await sealEvents(log.pool);
      const { rows } = await log.pool.query<{ unsealed: number }>(
        'SELECT ((SELECT count(*) FROM event_store.events) - (SELECT count(*) FROM event_store.event_chain))::int AS unsealed',
      );
      expect(rows[0]!.unsealed).toBe(0);
    } finally {
      await other.end();
    }
  });
});
