import { inject } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import type { PostgresEventStoreOptions } from '@gym/events/postgres/postgres-event-store';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';

export interface ProjectionTestDatabase {
  readonly db: TestDatabase;
  readonly store: PostgresEventStore;
  /** Closes the store and drops the database. */
  close(): Promise<void>;
}

/** A fresh database with the event store's and the projection runner's tables, and a store on it. */
export async function openProjectionTestDatabase(
  name: string,
  storeOptions: Omit<PostgresEventStoreOptions, 'pool'> = {},
): Promise<ProjectionTestDatabase> {
  const db = await createTestDatabase(inject('databaseServerUrl'), name);
  await migrate(db.pool, 'event-store', eventStoreMigrations);
  await migrate(db.pool, 'projection', projectionMigrations);
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
