/**
 * `npm run bench:events [-- --events N --seconds S]`: what the PostgreSQL event store and the projection runner cost
 * next to plain SQL on the same rows (DESIGN sections 3 and 8). Prints a table, then one JSON line with every figure.
 */
import { REBUILD_BATCH_SIZE } from '@gym/projection-service/runner/rebuild';
import pg from 'pg';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { createRawTable, dropRawTable, measureAppends } from './append-bench.js';
import { openBenchDatabase } from './bench-database.js';
import { formatCount, formatTable } from './format-table.js';
import { generateLog } from './generate-log.js';
import { measureReadAll } from './read-bench.js';
import { measureRebuild } from './rebuild-bench.js';
import { measureGymRebuild, measureReusedGymRebuild } from './full-rebuild-bench.js';
import { measureExport } from './export-bench.js';

/** DESIGN section 8: a full projection rebuild from the log, on 2 cores. */
const REBUILD_BUDGET_EVENTS_PER_SECOND = 50_000;
/** Issue 13, item 5: 1M events export without the process growing past 200 MB. */
const EXPORT_BUDGET_MB = 200;
const BATCH_SIZE = 5_000;
const WARMUP_SECONDS = 1;

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '5' },
    // The full rebuild of every projector runs on a generated gym of this many members (0 skips it).
    members: { type: 'string', default: '100000' },
    // Or on a gym generated before (a copy of its database), instead of generating one: `npm run bench:rebuild` alone.
    'reuse-gym': { type: 'string' },
  },
});
const totalEvents = Number(values.events);
const seconds = Number(values.seconds);
const members = Number(values.members);
if (!Number.isInteger(members) || members < 0) throw new Error('--members must be a whole number ≥ 0');
if (!Number.isInteger(totalEvents) || totalEvents < BATCH_SIZE) throw new Error(`--events must be ≥ ${BATCH_SIZE}`);
if (!(seconds > 0)) throw new Error('--seconds must be > 0');

const database = await openBenchDatabase();
// 16 writers plus headroom for the rebuild's guard connection and batch transactions.
const pool = new pg.Pool({ connectionString: database.url, max: 20, idle_in_transaction_session_timeout: 60_000 });
// pool.end() does not wait for the server to see each connection close, so the DROP DATABASE ... WITH (FORCE) at the
// end may still terminate one; that error is expected then, and any other would surface through a query anyway.
pool.on('error', () => undefined);
const store = new PostgresEventStore({ pool });
let cleaning: Promise<void> | undefined;
const stop = (exitCode: number) => void cleanUp().finally(() => process.exit(exitCode));
process.once('SIGINT', () => stop(130));
process.once('SIGTERM', () => stop(143));

try {
  await migrate(pool, 'event-store', eventStoreMigrations);
  await migrate(pool, 'projection', projectionMigrations);
  const machine = await describeMachine();
  console.log(`Event store bench: ${formatCount(totalEvents)} events, appends ${seconds} s per run`);
  console.log(`machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}`);
  console.log(
    `database: PostgreSQL ${machine.postgres} on ${database.server} ` +
      `(fsync=${machine.fsync}, synchronous_commit=${machine.synchronousCommit}, shared_buffers=${machine.sharedBuffers})`,
  );

  const generation = await generateLog(store, totalEvents);
  // A log that has been around a while is vacuumed and analysed; the first reader should not pay for setting hint bits.
  await pool.query('VACUUM (ANALYZE) event_store.events');
  const size = await describeLog();
  console.log(
    `generated ${formatCount(generation.events)} events through the adapter in ${(generation.milliseconds / 1000).toFixed(1)} s ` +
      `(${formatCount(generation.eventsPerSecond)} events/s, ${generation.writers} writers, ` +
      `${formatCount(generation.eventsPerCommand)}-event commands); ` +
      `avg data ${size.dataBytes} B + metadata ${size.metadataBytes} B per event, table + indexes ${size.tableMb} MB`,
  );

  // Order matters: reads first (they also warm the cache for the rebuild), then the rebuild, appends last so they do
  // not change the log the reads and the rebuild measure.
  console.log('measuring readAll catch-up ...');
  const read = await measureReadAll(pool, store, BATCH_SIZE);
  console.log('measuring projection rebuild ...');
  const rebuild = await measureRebuild(pool, store, REBUILD_BATCH_SIZE);
  if (rebuild.differences !== 0)
    throw new Error(`Rebuilt read model differs from the ceiling's in ${rebuild.differences} rows`);
  console.log('measuring the NDJSON export ...');
  const exported = await measureExport(database.url);
  const exportPass = exported.peakRssMb <= EXPORT_BUDGET_MB;
  console.log('measuring appends ...');
  await createRawTable(pool);
  const appendOne = await measureAppends(pool, store, { writers: 1, seconds, warmupSeconds: WARMUP_SECONDS });
  const appendSixteen = await measureAppends(pool, store, { writers: 16, seconds, warmupSeconds: WARMUP_SECONDS });
  await dropRawTable(pool);
  const reuseGym = values['reuse-gym'];
  if (reuseGym) console.log('measuring the full rebuild on the given gym (--reuse-gym) ...');
  else if (members > 0) console.log(`generating a gym of ${formatCount(members)} members for the full rebuild ...`);
  const gym = reuseGym
    ? await measureReusedGymRebuild(reuseGym)
    : members > 0
      ? await measureGymRebuild(members)
      : null;

  const pass = rebuild.adapter.eventsPerSecond >= REBUILD_BUDGET_EVENTS_PER_SECOND;
  const gymPass = gym !== null && gym.adapter.eventsPerSecond >= REBUILD_BUDGET_EVENTS_PER_SECOND;
  const appendNote = (a: typeof appendOne) =>
    `${formatCount(a.adapter.commandsPerSecond)} vs ${formatCount(a.ceiling.commandsPerSecond)} commands/s; ` +
    `p50 ${a.adapter.latencyP50Ms} vs ${a.ceiling.latencyP50Ms} ms, p99 ${a.adapter.latencyP99Ms} vs ${a.ceiling.latencyP99Ms} ms`;
  console.log('');
  console.log(
    formatTable(
      [
        { title: 'figure (events/s)', align: 'left' },
        { title: 'adapter', align: 'right' },
        { title: 'raw ceiling', align: 'right' },
        { title: 'adapter/ceiling', align: 'right' },
        { title: 'notes', align: 'left' },
      ],
      [
        [
          'append, 1 writer',
          formatCount(appendOne.adapter.eventsPerSecond),
          formatCount(appendOne.ceiling.eventsPerSecond),
          appendOne.ratio.toFixed(2),
          appendNote(appendOne),
        ],
        [
          'append, 16 writers',
          formatCount(appendSixteen.adapter.eventsPerSecond),
          formatCount(appendSixteen.ceiling.eventsPerSecond),
          appendSixteen.ratio.toFixed(2),
          appendNote(appendSixteen),
        ],
        [
          `readAll catch-up, batch ${formatCount(BATCH_SIZE)}`,
          formatCount(read.adapter.eventsPerSecond),
          formatCount(read.ceiling.eventsPerSecond),
          read.ratio.toFixed(2),
          `${formatCount(read.adapter.events)} events in ${formatCount(read.adapter.milliseconds)} vs ${formatCount(read.ceiling.milliseconds)} ms`,
        ],
        [
          `projection rebuild, batch ${formatCount(REBUILD_BATCH_SIZE)}`,
          formatCount(rebuild.adapter.eventsPerSecond),
          formatCount(rebuild.ceiling.eventsPerSecond),
          rebuild.ratio.toFixed(2),
          `${formatCount(rebuild.adapter.events)} events in ${formatCount(rebuild.adapter.milliseconds)} vs ${formatCount(rebuild.ceiling.milliseconds)} ms ` +
            `(readAll ${formatCount(rebuild.split.readMs)} ms overlapping apply ${formatCount(rebuild.split.applyMs)} ms); ` +
            'read model identical',
        ],
        ...(gym
          ? [
              [
                `full rebuild, all ${gym.projectors} projectors, ${formatCount(gym.members)} members`,
                formatCount(gym.adapter.eventsPerSecond),
                formatCount(gym.ceiling.eventsPerSecond),
                gym.ratio.toFixed(2),
                `${formatCount(gym.adapter.events)} events in ${formatCount(gym.adapter.milliseconds)} ms into shadow ` +
                  `tables, then swapped; ceiling: one INSERT ... SELECT of every event; slowest apply: ` +
                  gym.applyMs
                    .slice(0, 3)
                    .map(([name, ms]) => `${name} ${formatCount(ms)} ms`)
                    .join(', '),
              ],
            ]
          : []),
      ],
    ),
  );
  console.log('');
  console.log(
    `budget (DESIGN §8): full projection rebuild ≥ ${formatCount(REBUILD_BUDGET_EVENTS_PER_SECOND)} events/s: ` +
      `measured ${formatCount(rebuild.adapter.eventsPerSecond)} events/s → ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `budget (issue 13 item 5): the NDJSON export of ${formatCount(size.events)} events ` +
      `(${formatCount(Math.round(exported.bytes / 1048576))} MB in ${formatCount(exported.milliseconds)} ms) peaks at ` +
      `${exported.peakRssMb} MB ≤ ${EXPORT_BUDGET_MB} MB → ${exportPass ? 'PASS' : 'FAIL'}`,
  );
  if (gym)
    console.log(
      `budget (issue 13 item 8): full rebuild of every projector at ${formatCount(gym.members)} members ≥ ` +
        `${formatCount(REBUILD_BUDGET_EVENTS_PER_SECOND)} events/s: measured ${formatCount(gym.adapter.eventsPerSecond)} ` +
        `events/s, ${gym.ratio.toFixed(2)} of the set-based insert ceiling (${formatCount(gym.ceiling.eventsPerSecond)} ` +
        `events/s) → ${gymPass ? 'PASS' : 'FAIL'}`,
    );
  console.log(
    JSON.stringify({
      bench: 'events',
      config: { events: totalEvents, appendSeconds: seconds, warmupSeconds: WARMUP_SECONDS, batchSize: BATCH_SIZE },
      machine,
      database: { server: database.server, ...size },
      generation,
      append: { oneWriter: appendOne, sixteenWriters: appendSixteen },
      readAll: read,
      rebuild: { ...rebuild, budgetEventsPerSecond: REBUILD_BUDGET_EVENTS_PER_SECOND, pass },
      fullRebuild: gym && { ...gym, pass: gymPass },
      export: { ...exported, budgetMb: EXPORT_BUDGET_MB, pass: exportPass },
    }),
  );
} finally {
  await cleanUp();
}

/** Once, whether the run ends or is interrupted: a bench must not leave databases or servers behind. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await store.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await database.dispose();
  })();
  return cleaning;
}

async function describeMachine() {
  const setting = async (name: string) => (await pool.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name]!;
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: await setting('server_version'),
    fsync: await setting('fsync'),
    synchronousCommit: await setting('synchronous_commit'),
    sharedBuffers: await setting('shared_buffers'),
  };
}

async function describeLog() {
  const result = await pool.query<{ events: number; data: number; metadata: number; mb: number }>(
    `SELECT count(*)::int AS events, round(avg(octet_length(data::text)))::int AS data,
            round(avg(octet_length(metadata::text)))::int AS metadata,
            round(pg_total_relation_size('event_store.events') / 1048576.0)::int AS mb
     FROM event_store.events`,
  );
  const row = result.rows[0]!;
  return { events: row.events, dataBytes: row.data, metadataBytes: row.metadata, tableMb: row.mb };
}
