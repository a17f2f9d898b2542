import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { KurrentDbEventStore } from '@gym/events/kurrentdb/kurrentdb-event-store';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import type { EventStore } from '@gym/events/store/event-store';

/**
 * The event store an API test runs the app on: PostgreSQL in the test's own database, or, when `KURRENTDB_URL` is
 * set, the KurrentDB server there. A KurrentDB server cannot be emptied per test, so each app gets a stream
 * namespace of its own and sees only its own events, as with a fresh database.
 */
export function testEventStore(pool: Pool, label: string): EventStore {
  const kurrentDbUrl = process.env.KURRENTDB_URL;
  if (!kurrentDbUrl) return new PostgresEventStore({ pool, pollIntervalMs: 250 });
  const namespace = `t${randomBytes(4).toString('hex')}-${label.replace(/[^a-z0-9]/gi, '')}`;
  return new KurrentDbEventStore(kurrentDbUrl, { pollIntervalMs: 250, namespace });
}
