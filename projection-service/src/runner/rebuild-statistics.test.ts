import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { loadLogInBulk, planOfTypedRead } from '@gym/events/testing/bulk-log';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { COUNTED, countingProjector } from '../testing/counting-projector.js';
import { projectionMigrations } from './projection-migrations.js';
import { rebuildProjector } from './rebuild.js';

/**
 * A rebuild on a log loaded in bulk (a replay, the generator) first gives the planner statistics: without them every
 * batch read scanned and sorted the rest of the log (`log-statistics.ts`).
 */
describe('a rebuild on a freshly loaded log', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'rebuild_statistics');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'projection', projectionMigrations);
    store = new PostgresEventStore({ pool: db.pool });
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  it('reads it along the commit-order index', async () => {
    await loadLogInBulk(db.pool, { transactions: 200, perTransaction: 1000, types: [COUNTED, 'Other'] });
    expect(await planOfTypedRead(db.pool, [COUNTED], 10_000), 'an unanalysed log is read by a sort').toMatch(/Sort/);

    const result = await rebuildProjector({
      pool: db.pool,
      store,
      log: pino({ level: 'silent' }),
      projector: countingProjector(),
    });

    expect(result.events).toBe(100_000);
    expect(await planOfTypedRead(db.pool, [COUNTED], 10_000)).not.toMatch(/Sort/);
  }, 60_000);
});
