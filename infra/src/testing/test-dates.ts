import { execFileSync, spawnSync } from 'node:child_process';

/*
 * `npm run test:dates [-- <vitest filters>]` (issue 44, item 0): the tests with the clock set to the days that broke
 * date arithmetic before: a month's last day at 23:59 in Doha, 29 February, a Friday (the weekend), the first day of
 * Ramadan, and 31 December at 23:59 in Doha. Each run is the whole suite (or the files named) under libfaketime, with
 * the embedded PostgreSQL started under the same clock (TEST_DATABASE_URL is left out: the machine's server keeps the
 * real time, and the database and the services must agree on "now"). It takes as long as `npm test` per day, so it
 * is not part of `npm test`; run it after changing anything that reads the calendar.
 */

/** UTC instants; the comment is the wall time in Doha (UTC+3 all year). */
export const AWKWARD_DAYS = [
  ['2027-01-31 20:59:00', "a month's last day, 23:59"],
  ['2028-02-29 09:00:00', '29 February, noon'],
  ['2026-12-11 11:00:00', 'a Friday, 14:00'],
  ['2027-02-08 07:00:00', 'the first day of Ramadan 1448, 10:00'],
  ['2026-12-31 20:59:00', '31 December, 23:59'],
] as const;

/**
 * Left out of these runs, with why: PostgreSQL's lock_timeout never fires under libfaketime (the test waits for the
 * swap to give way after 200 ms; it hangs on today's date as on any other once faked), and the test reads no calendar.
 */
const NOT_UNDER_FAKETIME = ['projection-service/src/runner/rebuild-swap-locks.test.ts'];

function hasFaketime(): boolean {
  try {
    execFileSync('faketime', ['-f', '+0', 'true']);
    return true;
  } catch {
    return false;
  }
}

function main(): void {
  if (!hasFaketime()) {
    process.stderr.write(
      'test:dates needs libfaketime: install it with `apt-get install faketime` (Debian) and run it again.\n',
    );
    process.exitCode = 2;
    return;
  }
  const filters = process.argv.slice(2);
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  delete env.DATABASE_URL;
  const outcomes: string[] = [];
  for (const [instant, what] of AWKWARD_DAYS) {
    process.stdout.write(`\n=== ${instant} UTC (${what} in Doha) ===\n`);
    const started = performance.now();
    const excluded = NOT_UNDER_FAKETIME.flatMap((file) => ['--exclude', file]);
    const run = spawnSync('faketime', ['-f', `@${instant}`, 'npx', 'vitest', 'run', ...excluded, ...filters], {
      stdio: 'inherit',
      env,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    outcomes.push(`  ${run.status === 0 ? 'ok  ' : 'FAIL'} ${instant} UTC (${what}), ${seconds} s`);
    if (run.status !== 0) process.exitCode = 1;
  }
  process.stdout.write(`\ntest:dates\n${outcomes.join('\n')}\n`);
}

main();
