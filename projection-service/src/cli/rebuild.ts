// `npm run rebuild -- <projector>|--all`: replays the log into fresh shadow tables and swaps them in while the
// service runs (the desk keeps reading the old tables until the swap commits).
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createLogger } from '@gym/events/runtime/create-logger';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';
import { projectors } from '../projectors.js';
import { rebuildProjectors } from '../runner/rebuild.js';

const name = process.argv[2];
const chosen = name === '--all' ? projectors : projectors.filter((p) => p.name === name);
if (chosen.length === 0) {
  console.error(
    `Usage: npm run rebuild -- <projector>|--all\nProjectors: ${projectors.map((p) => p.name).join(', ') || '(none)'}`,
  );
  process.exit(2);
}
const log = createLogger('rebuild');
// One read of the log feeds every chosen projector's batch side by side, each on its own connection.
const pool = createPool({ connectionString: requireDatabaseUrl(), applicationName: 'rebuild', max: chosen.length + 4 });
const store = createEventStore({ pool });
try {
  const started = performance.now();
  const results = await rebuildProjectors({ pool, store, projectors: chosen, log });
  for (const [projector, result] of results) console.log(`${projector}: ${result.events} events`);
  const seconds = (performance.now() - started) / 1000;
  const head = await store.head();
  console.log(`rebuilt ${chosen.length} projector(s) up to position ${head.position} in ${seconds.toFixed(2)} s`);
} finally {
  await store.close();
  await pool.end();
}
