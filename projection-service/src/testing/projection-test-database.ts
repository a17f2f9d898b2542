import { migrate } from '@gym/events/db/migrate';
import type { PostgresEventStoreOptions } from '@gym/events/postgres/postgres-event-store';
import { openStoreTestDatabase } from '@gym/events/testing/store-test-database';
import type { StoreTestDatabase } from '@gym/events/testing/store-test-database';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';

export type ProjectionTestDatabase = StoreTestDatabase;

/** A fresh database with the event store's and the projection runner's tables, and a store on it. */
export async function openProjectionTestDatabase(
  name: string,
  storeOptions: Omit<PostgresEventStoreOptions, 'pool'> = {},
): Promise<ProjectionTestDatabase> {
  const opened = await openStoreTestDatabase(name, storeOptions);
  await migrate(opened.db.pool, 'projection', projectionMigrations);
  return opened;
}
