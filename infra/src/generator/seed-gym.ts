import { commandServiceMigrations } from '@gym/command-service/app/command-service-migrations';
import { moduleMigrations } from '@gym/kernel/modules/module-manifest';
import { fingerprintModule } from '@gym/modules/people/fingerprint/manifest';
import { TemplateVault, fingerprintKey } from '@gym/modules/people/fingerprint/template-vault';
import { analyzeLogIfStale } from '@gym/events/postgres/log-statistics';
import type { Pool } from 'pg';
import { INVOICE_NUMBER_SEQUENCE } from '@gym/modules/finance/billing/invoice-events';
import { migrate } from '@gym/events/db/migrate';
import { MEMBER_NUMBER_SEQUENCE } from '@gym/modules/membership/members/member-events';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { generateHistory } from './history.js';
import type { HistoryOptions } from './history-context.js';
import type { HistorySummary } from './history-tally.js';
import { ensureSampleStaff } from './sample-staff.js';
import { StoreWriter } from './store-writer.js';
import { generateSupplementCatalogue } from './supplement-catalogue.js';
import { BulkWriter } from './writer.js';
import type { HistoryWriter } from './writer.js';

export interface SeedOptions extends Omit<HistoryOptions, 'memberNumbersTaken' | 'invoiceNumbersTaken' | 'staff'> {
  /** Create the sample staff accounts first and let them act in the history (the sample gym; not the benchmarks). */
  readonly staffAccounts?: boolean | undefined;
  readonly batchEvents: number;
  /** Add to a log that already has members (their numbers and invoice numbers continue). */
  readonly force?: boolean | undefined;
  /** `bulk` (default): large batches; `store`: one `appendToStreams` per command, through the port. */
  readonly writer?: 'bulk' | 'store' | undefined;
  readonly onProgress?: ((events: number) => void) | undefined;
  /** Supplement products to add after the history (each stocked by one delivery); none by default. */
  readonly products?: number | undefined;
}

export interface SeedResult {
  readonly summary: HistorySummary;
  readonly events: number;
  readonly milliseconds: number;
}

/** Whether templates can be sealed here (`GYM_FINGERPRINT_KEY`, or the data directory's key file). */
function hasFingerprintKey(): boolean {
  try {
    fingerprintKey();
    return true;
  } catch {
    return false;
  }
}

export class LogNotEmptyError extends Error {
  override readonly name = 'LogNotEmptyError';
}

/**
 * Appends a generated history to the event log of an existing database (creating the event store's tables if they
 * are missing). Refuses a log that already has members unless forced: a second history would double the gym.
 */
export async function seedGym(pool: Pool, options: SeedOptions): Promise<SeedResult> {
  await migrate(pool, 'event-store', eventStoreMigrations);
  const store = new PostgresEventStore({ pool });
  try {
    const existing = await pool.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM event_store.events WHERE type = 'MemberRegistered') AS found`,
    );
    if (existing.rows[0]?.found && !options.force) {
      throw new LogNotEmptyError(
        'The event log already has members: generating a history into it would add a second gym on top. ' +
          'Use a fresh database, or pass --force to add to it anyway.',
      );
    }
    const memberNumbersTaken = await store.streamVersion(MEMBER_NUMBER_SEQUENCE);
    const invoiceNumbersTaken = await store.streamVersion(INVOICE_NUMBER_SEQUENCE);
    // Members added to a gym that runs already: its back office (tills, payroll, stock…) is its own, not generated.
    const backOffice = (options.backOffice ?? true) && memberNumbersTaken === 0;
    // Receipts are files beside the log and fingerprint templates are in the reader's vault: their tables are made
    // by the services as they start, so here first.
    if (backOffice) {
      await migrate(pool, 'command-service', commandServiceMigrations);
      for (const { component, migrations } of moduleMigrations([fingerprintModule])) {
        await migrate(pool, component, migrations);
      }
    }
    const writer: HistoryWriter =
      options.writer === 'store'
        ? new StoreWriter(store)
        : new BulkWriter(pool, {
            batchEvents: options.batchEvents,
            onProgress: options.onProgress,
            vault: backOffice && hasFingerprintKey() ? new TemplateVault(pool) : undefined,
          });

    const started = performance.now();
    const staff = options.staffAccounts ? await ensureSampleStaff(store) : undefined;
    const history = generateHistory({ ...options, memberNumbersTaken, invoiceNumbersTaken, staff, backOffice });
    let next = history.next();
    while (!next.done) {
      const wait = writer.add(next.value);
      if (wait) await wait;
      next = history.next();
    }
    if (options.products) {
      // The catalogue is added as it stands today, after the history (its commands take no sequence numbers).
      const catalogue = generateSupplementCatalogue({
        count: options.products,
        seed: options.seed + 1,
        day: options.today,
        at: options.until ?? Date.now(),
      });
      for (let c = catalogue.next(); !c.done; c = catalogue.next()) {
        const wait = writer.add(c.value);
        if (wait) await wait;
      }
    }
    const events = await writer.finish();
    // The services read the log first thing; a bulk-loaded log has no statistics until autovacuum comes round.
    await analyzeLogIfStale(pool);
    return { summary: next.value, events, milliseconds: performance.now() - started };
  } finally {
    await store.close();
  }
}
