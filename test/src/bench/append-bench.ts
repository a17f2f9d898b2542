import type { Pool } from 'pg';
import type { EventStore } from '@gym/events/store/event-store';
import { deriveEventId } from '@gym/events/store/ids';
import { GymActivity } from './gym-activity.js';
import type { GymCommand } from './gym-activity.js';
import { rate, ratio } from './rate.js';
import type { Rate } from './rate.js';

export interface AppendRate extends Rate {
  readonly commands: number;
  readonly commandsPerSecond: number;
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
}

export interface AppendFigures {
  readonly writers: number;
  readonly adapter: AppendRate;
  readonly ceiling: AppendRate;
  readonly ratio: number;
}

type AppendCommand = (command: GymCommand) => Promise<void>;

const RAW_TABLE = 'bench_raw.events';
const MEMBERS_PER_WRITER = 500;

/**
 * Appends realistic commands (one member stream, 1–2 events, exact expected version, idempotency key) for a fixed
 * time with `writers` concurrent writers, through the adapter and then, with exactly the same command sequence, as
 * one plain multi-row INSERT per command into a table with the same columns and indexes. Same commits, same
 * concurrency: the difference is what the append function costs (version checks, duplicate check, NOTIFY).
 */
export async function measureAppends(
  pool: Pool,
  store: EventStore,
  options: { writers: number; seconds: number; warmupSeconds: number },
): Promise<AppendFigures> {
  const seed = 1_000 * options.writers;
  const viaAdapter: AppendCommand = async (command) => {
    await store.appendToStreams(command.appends, {
      metadata: command.metadata,
      idempotencyKey: command.idempotencyKey,
    });
  };
  const adapter = await drive(seed, options, viaAdapter);
  const ceiling = await drive(seed, options, (command) => rawInsert(pool, command));
  return { writers: options.writers, adapter, ceiling, ratio: ratio(adapter, ceiling) };
}

/**
 * The ceiling's table: the event table's columns, defaults, identity and indexes, without its CHECK constraint and
 * without the append function in front of it. Filled with the generated log, so its indexes are as deep as the real
 * table's while the adapter appends.
 */
export async function createRawTable(pool: Pool): Promise<void> {
  await pool.query(`CREATE SCHEMA bench_raw;
    CREATE TABLE ${RAW_TABLE} (LIKE event_store.events INCLUDING ALL EXCLUDING CONSTRAINTS);
    INSERT INTO ${RAW_TABLE} OVERRIDING SYSTEM VALUE SELECT * FROM event_store.events;
    SELECT setval(pg_get_serial_sequence('${RAW_TABLE}', 'position'), (SELECT max(position) FROM ${RAW_TABLE}));`);
  // Like the event table before it: a vacuumed, analysed table (VACUUM cannot share a multi-statement query).
  await pool.query(`VACUUM (ANALYZE) ${RAW_TABLE}`);
}

export async function dropRawTable(pool: Pool): Promise<void> {
  await pool.query('DROP SCHEMA IF EXISTS bench_raw CASCADE');
}

async function drive(
  seed: number,
  options: { writers: number; seconds: number; warmupSeconds: number },
  append: AppendCommand,
): Promise<AppendRate> {
  const activities = Array.from(
    { length: options.writers },
    (_, writer) =>
      new GymActivity({
        seed: seed + writer,
        members: MEMBERS_PER_WRITER,
        start: new Date('2026-01-05T06:00:00Z'),
        stepMs: 20_000,
      }),
  );
  // Warm-up: connections opened, plans and JIT settled, before the clock starts.
  await runFor(activities, options.warmupSeconds, append);
  return runFor(activities, options.seconds, append);
}

async function runFor(activities: GymActivity[], seconds: number, append: AppendCommand): Promise<AppendRate> {
  const latencies: number[] = [];
  let events = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    activities.map(async (activity) => {
      while (performance.now() < deadline) {
        const command = activity.nextCommand();
        const sent = performance.now();
        await append(command);
        latencies.push(performance.now() - sent);
        events += command.appends.reduce((n, a) => n + a.events.length, 0);
      }
    }),
  );
  const measured = rate(events, performance.now() - started);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => Math.round((latencies[Math.floor((latencies.length - 1) * p)] ?? 0) * 100) / 100;
  return {
    ...measured,
    commands: latencies.length,
    commandsPerSecond: Math.round((latencies.length * 1000) / measured.milliseconds),
    latencyP50Ms: percentile(0.5),
    latencyP99Ms: percentile(0.99),
  };
}

/** The same rows the adapter stores for this command (same derived event ids), as one multi-row INSERT. */
async function rawInsert(pool: Pool, command: GymCommand): Promise<void> {
  const values: string[] = [];
  const params: unknown[] = [];
  const metadata = JSON.stringify(command.metadata);
  let index = 0;
  for (const append of command.appends) {
    // GymActivity always sends the exact version, as the app's deciders do.
    const expected = append.expectedVersion as number;
    append.events.forEach((event, i) => {
      const at = params.length;
      values.push(
        `($${at + 1}::uuid, $${at + 2}, $${at + 3}::int, $${at + 4}, 1, $${at + 5}::jsonb, $${at + 6}::jsonb)`,
      );
      params.push(
        deriveEventId(command.idempotencyKey, index++),
        append.streamId,
        expected + i + 1,
        event.type,
        JSON.stringify(event.data),
        metadata,
      );
    });
  }
  await pool.query(
    `INSERT INTO ${RAW_TABLE} (event_id, stream_id, stream_version, type, schema_version, data, metadata)
     VALUES ${values.join(', ')}`,
    params,
  );
}
