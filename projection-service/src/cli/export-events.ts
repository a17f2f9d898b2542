// `npm run events:export -- [--from <ISO instant>] [--to <ISO instant>] [--out events.ndjson]`: the log as NDJSON.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { exportLines } from '@gym/events/export/ndjson-export';
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';

const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
});
for (const key of ['from', 'to'] as const) {
  if (values[key] !== undefined && Number.isNaN(Date.parse(values[key]))) {
    console.error(`--${key} must be an instant such as 2026-01-01T00:00:00Z`);
    process.exit(2);
  }
}
const pool = createPool({ connectionString: requireDatabaseUrl(), applicationName: 'events:export', max: 2 });
const store = createEventStore({ pool });
const out = values.out ? createWriteStream(values.out) : process.stdout;
try {
  for await (const lines of exportLines(store, { from: values.from, to: values.to })) {
    // Wait when the file or pipe is behind, so memory stays flat.
    if (!out.write(lines)) await once(out, 'drain');
  }
  if (values.out) out.end();
} finally {
  await store.close();
  await pool.end();
}
