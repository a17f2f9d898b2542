import { afterAll, beforeAll } from 'vitest';
import { openProjectionTestDatabase } from '@gym/projection-service/testing/projection-test-database';
import type { ProjectionTestDatabase } from '@gym/projection-service/testing/projection-test-database';
import { filledBeforeAll } from './filled-before-all.js';

/**
 * A database of the describe block's own with the event store's and the projection runner's tables and a store on it
 * (`openProjectionTestDatabase`), opened before the block's first test and closed after its last. Call it inside the
 * describe block; what it returns is filled in when the tests run (hooks the file adds after it see it filled).
 */
export function projectionDatabaseForFile(label: string): ProjectionTestDatabase {
  const [database, fill] = filledBeforeAll<ProjectionTestDatabase>();
  let opened: ProjectionTestDatabase | undefined;
  beforeAll(async () => {
    opened = await openProjectionTestDatabase(label);
    fill(opened);
  });
  afterAll(() => opened?.close());
  return database;
}
