// `npm run rebuild -- <projector>|--all`: replays the log into fresh shadow tables and swaps them in while the
// service runs (the desk keeps reading the old tables until the swap commits), then takes time travel's snapshots.
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createLogger } from '@gym/events/runtime/create-logger';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';
import { projectors } from '../projectors.js';
import { snapshotInterval, timeTravelProjectors } from '@gym/kernel/projection/as-of/as-of-snapshots';
import { rebuildThenSnapshot } from '../runner/rebuild-then-snapshot.js';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';

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
// As projection-service does at start, so a database the service never ran on (a log just generated or replayed)
// gets the projection schema and its extensions instead of a failed index.
await migrate(pool, 'event-store', eventStoreMigrations);
await migrate(pool, 'projection', projectionMigrations);
const store = createEventStore({ pool });
try {
  const started = performance.now();
  // Time travel's snapshots as the service takes them, in a second pass once the tables are swapped in.
  const snapshots = { every: snapshotInterval(), projectors: timeTravelProjectors(projectors) };
  const { results, snapshotted } = await rebuildThenSnapshot({ pool, store, projectors: chosen, log, snapshots });
  for (const [projector, result] of results) console.log(`${projector}: ${result.events} events`);
  const seconds = (performance.now() - started) / 1000;
  const head = await store.head();
  console.log(`rebuilt ${chosen.length} projector(s) up to position ${head.position} in ${seconds.toFixed(2)} s`);
  const copied = chosen.filter((p) => snapshots.projectors.includes(p.name)).map((p) => p.name);
  if (copied.length > 0) {
    console.log(`taking time travel's snapshots of ${copied.join(', ')} (the new tables are live meanwhile) ...`);
    await snapshotted;
    console.log(`snapshots taken in ${((performance.now() - started) / 1000 - seconds).toFixed(2)} s more`);
  }
} finally {
  await store.close();
  await pool.end();
}
