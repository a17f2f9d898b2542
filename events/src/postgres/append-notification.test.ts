import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrate } from '../db/migrate.js';
import { metadata } from '../store/store-test-support.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import { decodeAppendedTypes, encodeAppendedTypes } from './appended-types.js';
import { APPEND_CHANNEL, eventStoreMigrations } from './event-store-migrations.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * The append notification names the event types committed, so a subscription for other types does not read the log
 * on every append (a reactor for payments read once per batch of check-ins before).
 */
describe('append notification', () => {
  let db: TestDatabase;
  let listener: pg.Client;
  const payloads: string[] = [];
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'notify');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.query(`LISTEN ${APPEND_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await db.drop();
  });

  it('names the event types of the appends it reports', async () => {
    const store = new PostgresEventStore({ pool: db.pool });
    await Promise.all([
      store.appendToStreams(
        [
          {
            streamId: `a-${randomUUID()}`,
            expectedVersion: 'no_stream',
            events: [{ type: 'MemberCheckedIn', data: {} }],
          },
        ],
        { metadata: metadata() },
      ),
      store.appendToStreams(
        [
          {
            streamId: `b-${randomUUID()}`,
            expectedVersion: 'no_stream',
            events: [
              { type: 'PaymentRecorded', data: {} },
              { type: 'MemberCheckedIn', data: {} },
            ],
          },
        ],
        { metadata: metadata() },
      ),
    ]);
    // Closing waits for the notification in flight to be sent.
    await store.close();
    const named = () => new Set(payloads.flatMap((payload) => decodeAppendedTypes(payload) ?? ['(unknown)']));
    // The listener's server process delivers it between two of its statements: a few round trips see it arrive.
    for (let trip = 0; trip < 100 && named().size < 2; trip++) await listener.query('SELECT 1');
    expect([...named()].sort()).toEqual(['MemberCheckedIn', 'PaymentRecorded']);
  });

  it('says nothing of the types (wake everyone) when they are unknown or too many to fit a notification', () => {
    expect(decodeAppendedTypes(encodeAppendedTypes(null))).toBeNull();
    const many = new Set(Array.from({ length: 400 }, (_, i) => `SomethingVeryLongHappenedNumber${i}`));
    expect(decodeAppendedTypes(encodeAppendedTypes(many))).toBeNull();
    expect(decodeAppendedTypes(encodeAppendedTypes(new Set(['A', 'B'])))).toEqual(['A', 'B']);
  });
});
