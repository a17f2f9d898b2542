// A projection runner in a process of its own, for the crash test to kill with SIGKILL mid-batch.
import pg from 'pg';
import { pino } from 'pino';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { countingProjector } from './counting-projector.js';

const url = process.argv[2];
if (!url) throw new Error('usage: crash-child.ts <database-url>');
const pool = new pg.Pool({ connectionString: url, max: 4 });
const store = new PostgresEventStore({ pool, pollIntervalMs: 100 });
const runner = new ProjectionRunner({
  pool,
  store,
  projectors: [countingProjector({ delayMs: 15 })],
  log: pino({ level: 'silent' }),
  batchSize: 20,
});
await runner.start();
process.stdout.write('started\n');
