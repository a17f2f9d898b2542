import type { Pool } from 'pg';
import type { EventStore } from '../store/event-store.js';
import { KurrentDbEventStore } from '../kurrentdb/kurrentdb-event-store.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';

/**
 * The event store the environment asks for: PostgreSQL (the embedded default) unless `EVENT_STORE=kurrentdb`.
 * Read tables, checkpoints and accounts stay in PostgreSQL either way.
 */
export function createEventStore(options: { pool: Pool; env?: NodeJS.ProcessEnv }): EventStore {
  const env = options.env ?? process.env;
  const kind = env.EVENT_STORE ?? 'postgres';
  if (kind === 'postgres') return new PostgresEventStore({ pool: options.pool });
  if (kind === 'kurrentdb') {
    if (!env.KURRENTDB_URL)
      throw new Error('EVENT_STORE=kurrentdb needs KURRENTDB_URL, e.g. kurrentdb://localhost:2113?tls=false');
    return new KurrentDbEventStore(env.KURRENTDB_URL);
  }
  throw new Error(`EVENT_STORE=${kind} is not supported; use postgres (the default) or kurrentdb.`);
}
