import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { loadLogInBulk, planOfTypedRead } from '../testing/bulk-log.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import { eventStoreMigrations } from './event-store-migrations.js';
import { analyzeLogIfStale } from './log-statistics.js';

const TYPES = ['MemberCheckedIn', 'PaymentRecorded', 'MemberCheckedOut', 'InvoiceIssued'];
const READ = ['MemberCheckedIn', 'PaymentRecorded'];

describe('the event log has statistics before it is read end to end', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'log_statistics');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await loadLogInBulk(db.pool, { transactions: 200, perTransaction: 1000, types: TYPES });
  }, 60_000);
  afterAll(async () => {
    await db?.drop();
  });

  it('analyses a never-analysed log, after which a typed read walks the commit-order index instead of sorting', async () => {
    // What made each rebuild read scan and sort the rest of the log; if the planner stops doing this, the rule below
    // guards nothing and this test should be rethought.
    expect(await planOfTypedRead(db.pool, READ, 10_000), 'an unanalysed log is read by a sort').toMatch(/Sort/);

    expect(await analyzeLogIfStale(db.pool)).toBe(true);

    const after = await planOfTypedRead(db.pool, READ, 10_000);
    expect(after).toMatch(/Index Scan using events_commit_order_idx/);
    expect(after).not.toMatch(/Sort/);
  });

  it('leaves a log alone that was analysed since it last grew by a tenth', async () => {
    await db.pool.query('ANALYZE event_store.events');
    // The statistics views are written by each backend when it goes idle: wait until ours shows the ANALYZE.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await db.pool.query<{ analysed: boolean }>(
        `SELECT last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables
          WHERE schemaname = 'event_store' AND relname = 'events'`,
      );
      if (rows[0]?.analysed) break;
      if (Date.now() > deadline) throw new Error('pg_stat_user_tables never showed the ANALYZE');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await analyzeLogIfStale(db.pool)).toBe(false);
  });
});
