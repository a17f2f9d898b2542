import { parseArgs } from 'node:util';
import { requireDatabaseUrl } from '@gym/events/runtime/database-pool';
import { dateOf, dayNumber, qatarToday } from './gym-calendar.js';

export const USAGE = `Usage: npm run seed:generate -- [options]

Appends a generated history of a gym in Doha to an existing database's event log: members, memberships,
invoices, PT and the door, and the back office (staff and payroll, leave, expenses, the desk's till, supplements,
campaigns, group classes with their bookings).

  --members N         members who join over the history (default 5000)
  --years Y           length of the history, ending today (default 1; fractions allowed)
  --seed N            seed of the generator: the same seed gives the same history (default 1)
  --today YYYY-MM-DD  last day of the history (default: today in Asia/Qatar, stopping at the current time)
  --database-url URL  target database (default DATABASE_URL, else the database of a running \`npm start\`)
  --products N        supplement products to add after the history, each stocked by a delivery (default 0;
                      \`npm run bench -- --reuse\` sells them at the point of sale)
  --batch N           events per batch (default 20000)
  --force             append even if the log already has members (numbers continue after the existing ones)
  --help              show this text`;

export interface CliOptions {
  readonly members: number;
  readonly years: number;
  readonly seed: number;
  readonly today: string;
  /** When the history ends on the real today: nothing after this instant. */
  readonly until: number | undefined;
  readonly databaseUrl: string;
  readonly batchEvents: number;
  /** Supplement products added after the history (the point-of-sale bench sells them). */
  readonly products: number;
  readonly force: boolean;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command line, checked; `null` when help was asked for. */
export function parseCliOptions(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  now: Date = new Date(),
): CliOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        members: { type: 'string', default: '5000' },
        years: { type: 'string', default: '1' },
        seed: { type: 'string', default: '1' },
        today: { type: 'string' },
        'database-url': { type: 'string' },
        batch: { type: 'string', default: '20000' },
        products: { type: 'string', default: '0' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return null;

  const members = integer('--members', values.members, 1, 10_000_000);
  const years = Number(values.years);
  if (!(years > 0 && years <= 30)) throw new UsageError('--years must be a number above 0 and at most 30');
  const seed = integer('--seed', values.seed, 0, 2 ** 32 - 1);
  const batchEvents = integer('--batch', values.batch, 100, 1_000_000);
  const products = integer('--products', values.products, 0, 1_000_000);
  const realToday = qatarToday(now);
  const today = values.today ?? realToday;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || dateOf(dayNumber(today)) !== today) {
    throw new UsageError('--today must be a date YYYY-MM-DD');
  }
  if (today > realToday) throw new UsageError('--today cannot be in the future');
  let databaseUrl = values['database-url'];
  if (databaseUrl === undefined) {
    try {
      databaseUrl = requireDatabaseUrl(env);
    } catch (error) {
      throw new UsageError(`${(error as Error).message} Or pass --database-url.`);
    }
  }
  return {
    members,
    years,
    seed,
    today,
    until: today === realToday ? now.getTime() : undefined,
    databaseUrl,
    batchEvents,
    products,
    force: values.force,
  };
}

function integer(flag: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`);
  }
  return value;
}
