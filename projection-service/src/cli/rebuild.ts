// `npm run rebuild -- <projector>`: replays the log into fresh tables and swaps them in while the service runs.
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createLogger } from '@gym/events/runtime/create-logger';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';
import { projectors } from '../projectors.js';
import { rebuildProjector } from '../runner/rebuild.js';

const name = process.argv[2];
const projector = projectors.find((p) => p.name === name);
if (!projector) {
  console.error(
    `Usage: npm run rebuild -- <projector>\nProjectors: ${projectors.map((p) => p.name).join(', ') || '(none)'}`,
  );
  process.exit(2);
}
const log = createLogger('rebuild');
const pool = createPool({ connectionString: requireDatabaseUrl(), applicationName: 'rebuild', max: 4 });
const store = createEventStore({ pool });
try {
  const result = await rebuildProjector({ pool, store, projector, log });
  console.log(
    `${projector.name}: ${result.events} events in ${(result.milliseconds / 1000).toFixed(2)} s ` +
      `(${Math.round(result.events / (result.milliseconds / 1000))} events/s)`,
  );
} finally {
  await store.close();
  await pool.end();
}
