import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLogInBulk, planOfTypedRead } from '@gym/events/testing/bulk-log';
import { COUNTED, countingProjector } from '../testing/counting-projector.js';
import { openProjectionTestDatabase } from '../testing/projection-test-database.js';
import type { ProjectionTestDatabase } from '../testing/projection-test-database.js';
import { rebuildProjector } from './rebuild.js';

/**
 * A rebuild on a log loaded in bulk (a replay, the generator) first gives the planner statistics: without them every
 * batch read scanned and sorted the rest of the log (`log-statistics.ts`).
 */
describe('a rebuild on a freshly loaded log', () => {
  let opened: ProjectionTestDatabase;
  beforeEach(async () => {
    opened = await openProjectionTestDatabase('rebuild_statistics');
  });
  afterEach(async () => {
    await opened.close();
  });

  it('reads it along the commit-order index', async () => {
    const { db, store } = opened;
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
