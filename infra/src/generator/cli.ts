/**
 * `npm run seed:generate -- --members 100000 --years 3`: appends a generated gym history to an existing database's
 * event log and prints what it wrote and how fast.
 */
import { fileURLToPath } from 'node:url';
import { resolveDataDir } from '@gym/events/runtime/data-dir';
import { createPool } from '@gym/events/runtime/database-pool';
import type { HistorySummary } from './history-tally.js';
import { USAGE, UsageError, parseCliOptions } from './options.js';
import type { CliOptions } from './options.js';
import { LogNotEmptyError, seedGym } from './seed-gym.js';

const PROGRESS_EVERY_MS = 5_000;

let options: CliOptions | null;
try {
  options = parseCliOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(1);
}
if (options === null) {
  console.log(USAGE);
  process.exit(0);
}

// The fingerprint templates of the sample reader are sealed with the key the app uses (its data directory's).
process.env.GYM_DATA_DIR = resolveDataDir({
  env: process.env,
  checkout: fileURLToPath(new URL('../../../', import.meta.url)),
  isRoot: process.getuid?.() === 0,
}).path;

const pool = createPool({ connectionString: options.databaseUrl, max: 4, applicationName: 'seed-generator' });
const count = (n: number) => n.toLocaleString('en-US');
const started = performance.now();
let lastReport = started;

console.log(
  `Generating ${count(options.members)} members over ${options.years} year(s) up to ${options.today} ` +
    `(seed ${options.seed}, batches of ${count(options.batchEvents)} events) into ${redact(options.databaseUrl)}`,
);
try {
  const result = await seedGym(pool, {
    members: options.members,
    years: options.years,
    seed: options.seed,
    today: options.today,
    until: options.until,
    batchEvents: options.batchEvents,
    products: options.products,
    force: options.force,
    // The generated gym's staff are real accounts (issue 10, item 14).
    staffAccounts: true,
    onProgress(events) {
      const now = performance.now();
      if (now - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = now;
      const seconds = (now - started) / 1000;
      console.log(`  ${count(events)} events after ${seconds.toFixed(0)} s (${count(Math.round(events / seconds))}/s)`);
    },
  });
  const seconds = result.milliseconds / 1000;
  console.log(
    `Done in ${seconds.toFixed(1)} s: ${count(result.events)} events in ${count(result.summary.commands)} commands, ` +
      `${count(Math.round(result.events / seconds))} events/s`,
  );
  printSummary(result.summary);
  if (options.products > 0) console.log(`  products   ${count(options.products)}, each stocked by one delivery`);
} catch (error) {
  console.error(error instanceof LogNotEmptyError ? error.message : error);
  process.exitCode = 1;
} finally {
  await pool.end();
}

function printSummary(s: HistorySummary): void {
  const status = s.statusAtToday;
  const share = (n: number) => `${((100 * n) / Math.max(1, s.members)).toFixed(1)}%`;
  const n = (type: string) => s.eventsByType[type] ?? 0;
  const rows: [string, string][] = [
    ['history', `${s.firstDay} to ${s.today}`],
    [
      'members',
      `${count(s.members)}; on ${s.today}: active ${count(status.active)} (${share(status.active)}), ` +
        `frozen ${count(status.frozen)}, expired ${count(status.expired)}, cancelled ${count(status.cancelled)}, ` +
        `archived ${count(status.archived)}`,
    ],
    ['check-ins', `${count(s.checkIns)} (check-outs ${count(s.checkOuts)}, desk overrides ${count(s.overrides)})`],
    [
      'invoices',
      `${count(s.invoices)} (membership ${count(s.invoices - s.ptInvoices)}, PT ${count(s.ptInvoices)}); ` +
        `payments ${count(s.payments)}, refunds ${count(s.refunds)}, voided ${count(s.voids)}`,
    ],
    [
      'past due',
      `${count(s.pastDue.count)} invoices (${qar(s.pastDue.dirhams)} QAR), ` +
        `${count(s.pastDuePt.count)} PT balances (${qar(s.pastDuePt.dirhams)} QAR)`,
    ],
    [
      'office',
      `staff ${count(n('EmployeeHired'))}, leave requests ${count(n('LeaveRequested'))}, payroll runs paid ` +
        `${count(n('PayrollRunPaid'))}, expenses ${count(n('ExpenseRecorded'))} ` +
        `(${count(n('ExpenseRecorded') - n('ExpensePaid') - n('ExpenseRejected'))} waiting), till sessions ` +
        `${count(n('TillOpened'))} (${count(n('TillOpened') - n('TillClosed'))} open), supplement sales ` +
        `${count(n('SupplementSaleRecorded'))}, campaigns ${count(n('CampaignRunStarted'))} ` +
        `(${count(n('MessageSent'))} texts sent, ${count(n('MemberOptedOut'))} opt-outs)`,
    ],
    [
      'events',
      Object.entries(s.eventsByType)
        .map(([type, n]) => `${type} ${count(n)}`)
        .join(', '),
    ],
  ];
  for (const [label, text] of rows) console.log(`  ${label.padEnd(10)} ${text}`);
}

function qar(dirhams: number): string {
  return (dirhams / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
