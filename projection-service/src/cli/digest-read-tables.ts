// `npm run events:digest [-- --database URL]`: a digest per read table of a running (or stopped) system, the same
// figures `events:replay` prints after building a copy from an export, so the two can be compared line by line.
import { parseArgs } from 'node:util';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';
import { projectors } from '../projectors.js';
import { INSTANCE_SPECIFIC_COLUMNS, formatDigests, readTableDigests } from '../replay/read-table-digests.js';

const { values } = parseArgs({ options: { database: { type: 'string' } } });
const pool = createPool({
  connectionString: values.database ?? requireDatabaseUrl(),
  applicationName: 'events:digest',
  max: 2,
});
try {
  const head = await pool.query<{ position: string | null }>(
    'SELECT max(position)::text AS position FROM event_store.events',
  );
  console.log(`Log up to position ${head.rows[0]?.position ?? 0}; read tables as projected now`);
  console.log(
    `Read-table digests (excluded columns: ${INSTANCE_SPECIFIC_COLUMNS.join(', ') || 'none'}):\n` +
      formatDigests(await readTableDigests(pool, projectors)),
  );
} finally {
  await pool.end();
}
