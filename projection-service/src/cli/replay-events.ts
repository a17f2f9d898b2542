// `npm run events:replay -- --file events.ndjson --database URL`: loads an export into an empty event store, builds
// every read table and prints a digest per table (compare with `npm run events:digest` on the source system).
import { parseArgs } from 'node:util';
import { createLogger } from '@gym/events/runtime/create-logger';
import { createPool } from '@gym/events/runtime/database-pool';
import { projectors } from '../projectors.js';
import { BadExportLine } from '../replay/export-file.js';
import { INSTANCE_SPECIFIC_COLUMNS, formatDigests } from '../replay/read-table-digests.js';
import { StoreNotEmptyError, replayExport } from '../replay/replay-events.js';

const USAGE = 'Usage: npm run events:replay -- --file events.ndjson --database postgres://user@host:5432/empty_db';
const { values } = parseArgs({ options: { file: { type: 'string' }, database: { type: 'string' } } });
if (!values.file || !values.database) {
  console.error(USAGE);
  process.exit(2);
}
const pool = createPool({ connectionString: values.database, applicationName: 'events:replay', max: 6 });
const started = performance.now();
try {
  const result = await replayExport(pool, {
    file: values.file,
    projectors,
    log: createLogger('events:replay', process.env.LOG_LEVEL ?? 'warn'),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Replayed ${result.events} events and built ${result.digests.length} read tables in ${seconds.toFixed(1)} s`,
  );
  console.log(
    result.chain.ok
      ? `Hash chain: OK, ${result.chain.checked} links` + (result.chain.head ? `, head ${result.chain.head.hash}` : '')
      : `Hash chain: BROKEN: ${result.chain.first?.message}`,
  );
  console.log(
    `Read-table digests (excluded columns: ${INSTANCE_SPECIFIC_COLUMNS.join(', ') || 'none'}):\n` +
      formatDigests(result.digests),
  );
  if (!result.chain.ok) process.exitCode = 1;
} catch (error) {
  if (error instanceof BadExportLine || error instanceof StoreNotEmptyError) {
    console.error(`Refused: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await pool.end();
}
