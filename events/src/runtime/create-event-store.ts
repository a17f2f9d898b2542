import type { Pool } from 'pg';
import type { EventStore } from '../store/event-store.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';

/**
 * The event store the environment asks for: PostgreSQL (the embedded default) unless `EVENT_STORE=kurrentdb`.
 */
export function createEventStore(options: { pool: Pool; env?: NodeJS.ProcessEnv }): EventStore {
  const env = options.env ?? process.env;
  const kind = env.EVENT_STORE ?? 'postgres';
  if (kind === 'postgres') return new PostgresEventStore({ pool: options.pool });
  throw new Error(`EVENT_STORE=${kind} is not supported here; use postgres (default) or kurrentdb with KURRENTDB_URL.`);
}
