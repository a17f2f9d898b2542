/**
 * `npm run bench:as-of -- --reuse-gym <url> [--rounds N]`: only time travel's figures, on a gym generated and rebuilt
 * before (its snapshots as the rebuild took them: `npm run bench:rebuild -- --reuse-gym <url> --snapshots`). Starts both
 * services on the gym as `npm run bench` does, then asks the dashboard and its Due Payments card as of instants spread
 * over the history, and prints each one's p50 / p95 beside DESIGN section 8's budget.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { AS_OF_P95_BUDGET_MS, AS_OF_PATHS, measureAsOf } from './as-of-bench.js';
import { demoToken, sealBacklog, startServices } from './app-services.js';
import { formatCount } from './format-table.js';

const { values } = parseArgs({
  options: { 'reuse-gym': { type: 'string' }, rounds: { type: 'string', default: '40' } },
});
const url = values['reuse-gym'];
if (!url) throw new Error('--reuse-gym <url of a generated, rebuilt gym> is required');
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error(`--rounds must be a whole number above 0: ${values.rounds}`);

const pool = new pg.Pool({ connectionString: url, max: 4 });
try {
  await sealBacklog(pool);
  const app = await startServices(url);
  try {
    const token = await demoToken(app.baseUrl, 'reception');
    for (const [name, path] of Object.entries(AS_OF_PATHS)) {
      const figures = await measureAsOf(app.baseUrl, token, pool, rounds, path);
      const { p50, p95 } = figures.api;
      const snapshots = figures.snapshots.map((s) => `${s.projector} ${formatCount(s.count)}`).join(', ');
      console.log(
        `${name} as of: p50 ${p50.toFixed(1)} / p95 ${p95.toFixed(1)} ms over ${rounds} instants ` +
          `(p95 ≤ ${formatCount(AS_OF_P95_BUDGET_MS)} ms: ${p95 <= AS_OF_P95_BUDGET_MS ? 'PASS' : 'FAIL'}); snapshots: ${snapshots}`,
      );
      console.log(JSON.stringify({ name, path, ...figures }));
    }
  } finally {
    await app.stop();
  }
} finally {
  await pool.end();
}
