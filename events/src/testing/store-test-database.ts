import { afterAll, beforeAll, inject } from 'vitest';
import { migrate } from '../db/migrate.js';
import { eventStoreMigrations } from '../postgres/event-store-migrations.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import type { PostgresEventStoreOptions } from '../postgres/postgres-event-store.js';
import { createTestDatabase } from './test-database.js';
import type { TestDatabase } from './test-database.js';

export interface StoreTestDatabase {
  readonly db: TestDatabase;
  readonly store: PostgresEventStore;
  /** Closes the store and drops the database. */
  close(): Promise<void>;
}

/** A fresh database of the test file's own with the event store's tables, and a store on it. */
export async function openStoreTestDatabase(
  name: string,
  storeOptions: Omit<PostgresEventStoreOptions, 'pool'> = {},
): Promise<StoreTestDatabase> {
  const db = await createTestDatabase(inject('databaseServerUrl'), name);
  await migrate(db.pool, 'event-store', eventStoreMigrations);
  const store = new PostgresEventStore({ ...storeOptions, pool: db.pool });
  return {
    db,
    store,
    async close() {
      await store.close();
      await db.drop();
    },
  };
}

/**
 * The store of a test file's (or `describe` block's) tests: opened before they run, closed after them. Read `store`
 * in the tests themselves, not while they are being declared.
 */
export function storeForTests(name: string): { readonly store: PostgresEventStore } {
  let opened: StoreTestDatabase | undefined;
  beforeAll(async () => {
    opened = await openStoreTestDatabase(name);
  });
  afterAll(() => opened?.close());
  return {
    get store() {
      if (!opened) throw new Error('The test store opens before the tests run: read it in a test');
      return opened.store;
    },
  };
}
