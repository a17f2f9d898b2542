import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { metadata } from '@gym/events/store/store-test-support';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { COUNTED, countingProjector } from '../testing/counting-projector.js';
import { openProjectionTestDatabase } from '../testing/projection-test-database.js';
import type { ProjectionTestDatabase } from '../testing/projection-test-database.js';
import type { ChangeNotice } from './change-emitter.js';
import { ProjectionRunner } from './projection-runner.js';
import { MAX_FAILED_IN_A_ROW } from './apply-batch.js';
import { readParkedEvents } from '@gym/kernel/projection/parked-events';
import type { ProjectionRunnerOptions } from './projection-runner.js';
import { rebuildProjector } from './rebuild.js';

const silent = pino({ level: 'silent' });

describe('projection runner', () => {
  let opened: ProjectionTestDatabase;
  let db: TestDatabase;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  beforeEach(async () => {
    opened = await openProjectionTestDatabase('runner', { pollIntervalMs: 200 });
    ({ db, store } = opened);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await opened.close();
  });

  function runner(options: Partial<ProjectionRunnerOptions> = {}) {
    const created = new ProjectionRunner({
      pool: db.pool,
      store,
      projectors: [countingProjector()],
      log: silent,
      batchSize: 50,
      ...options,
    });
    runners.push(created);
    return created;
  }

  /** A runner started and caught up with the log. */
  async function caughtUpRunner(options: Partial<ProjectionRunnerOptions> = {}) {
    const started = runner(options);
    await started.start();
    await started.caughtUp();
    return started;
  }

  async function append(streamId: string, count: number, data: Record<string, unknown> = {}) {
    const { version } = await store.readStream(streamId);
    for (let i = 0; i < count; i++) {
      await store.appendToStreams([{ streamId, expectedVersion: version + i, events: [{ type: COUNTED, data }] }], {
        metadata: metadata(),
      });
    }
  }

  async function counts(table = 'counting_counts') {
    const result = await db.pool.query<{ stream_id: string; events: number }>(
      `SELECT stream_id, events FROM read.${table} ORDER BY stream_id`,
    );
    return Object.fromEntries(result.rows.map((r) => [r.stream_id, r.events]));
  }

  it('builds the tables from the existing log at start, then follows new events', async () => {
    await append('a', 120);
    const first = await caughtUpRunner();
    expect(await counts()).toEqual({ a: 120 });

    await append('b', 7);
    await first.caughtUp();
    expect(await counts()).toEqual({ a: 120, b: 7 });
    const [state] = await first.status();
    expect(state).toMatchObject({ name: 'counting', status: 'live', lag: 0 });
  });

  it('resumes after a restart exactly where it committed', async () => {
    await append('a', 30);
    const first = await caughtUpRunner();
    await first.stop();

    await append('a', 25);
    // The appends have committed and nothing else of this database runs, so the log's head shows them already.
    expect((await first.status())[0]!.lag).toBe(25);

    await caughtUpRunner();
    expect(await counts()).toEqual({ a: 55 });
  });

  it('sends one change notice a step, naming the topics of every projector whose tables changed in it', async () => {
    const notices: ChangeNotice[] = [];
    const quiet = { ...countingProjector({ name: 'quiet' }), eventTypes: ['NeverAppended'] };
    const live = runner({
      projectors: [countingProjector({ name: 'alpha' }), countingProjector({ name: 'beta' }), quiet],
      emitter: { emit: (notice) => notices.push(notice) },
    });
    await live.start();
    await append('s', 2);
    await live.caughtUp();
    await append('s', 1);
    await live.caughtUp();
    const { events } = await store.readStream('s');
    // A step per read of the log (how many depends on when the appends came): both projectors applied every event,
    // so each step's notice names both topics (one notice a projector before 2026-12-05), never the quiet one's.
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => [...n.topics].sort().join() === 'alpha,beta')).toBe(true);
    expect(notices.at(-1)!.position).toBe(events.at(-1)!.position);
  });

  it('sends a change notice with the projector topics and the position reached after each step', async () => {
    const notices: ChangeNotice[] = [];
    const live = runner({ emitter: { emit: (notice) => notices.push(notice) } });
    await live.start();
    await append('n', 3);
    await live.caughtUp();
    const { events } = await store.readStream('n');
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.topics.join() === 'counting')).toBe(true);
    expect(notices.at(-1)!.position).toBe(events.at(-1)!.position);
  });

  it("writes down an idle projector's last advance of a burst, with no further events", async () => {
    // Handles none of the log's events: it only moves past them, and its stored checkpoint is how a listener that
    // missed its notices (command-service, reconnecting) learns where it is.
    const quiet = { ...countingProjector({ name: 'quiet' }), eventTypes: ['NeverAppended'] };
    const live = runner({ projectors: [countingProjector(), quiet] });
    await live.start();
    await append('i', 1);
    await live.caughtUp();
    await append('i', 1);
    await live.caughtUp();
    const stored = async () =>
      (
        await db.pool.query<{ projector: string; position: string }>(
          'SELECT projector, position FROM projection.checkpoints ORDER BY projector',
        )
      ).rows.map((r) => [r.projector, Number(r.position)]);
    const last = (await store.readStream('i')).events.at(-1)!.position;
    await expect.poll(stored).toEqual([
      ['counting', last],
      ['quiet', last],
    ]);
  });

  /** A logger whose lines (warnings and worse) the test reads. */
  function capturedLog() {
    const lines: string[] = [];
    const log = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    return { log, lines };
  }

  it('parks an event the projector cannot apply, goes on with the ones after it, and logs it (issue 43)', async () => {
    const { log, lines } = capturedLog();
    const healthy = countingProjector({ name: 'healthy' });
    const fragile = countingProjector({ name: 'fragile' });
    const live = runner({ projectors: [healthy, fragile], log });
    await live.start();
    await append('p', 5);
    await append('p', 1, { poisonFor: 'fragile' });
    await append('p', 4);
    await live.caughtUp();

    expect(await counts('healthy_counts')).toEqual({ p: 10 });
    // Everything but the poison event was applied, the events after it too.
    expect(await counts('fragile_counts')).toEqual({ p: 9 });
    const poison = (await store.readStream('p')).events[5]!;
    const states = Object.fromEntries((await live.status()).map((s) => [s.name, s]));
    expect(states.healthy).toMatchObject({ status: 'live', lag: 0 });
    expect(states.fragile).toMatchObject({ status: 'live', lag: 0, error: null });
    expect(await readParkedEvents(db.pool)).toEqual([
      expect.objectContaining({
        projector: 'fragile',
        eventId: poison.eventId,
        position: poison.position,
        message: `cannot count event ${poison.eventId}`,
      }),
    ]);
    expect(lines.join('')).toContain(poison.eventId);

    // Both keep going.
    await append('q', 2);
    await live.caughtUp();
    expect(await counts('healthy_counts')).toEqual({ p: 10, q: 2 });
    expect(await counts('fragile_counts')).toEqual({ p: 9, q: 2 });
  });

  it(`stops at the ${MAX_FAILED_IN_A_ROW}th failure in a row, across batches: then it is the projector, not its events`, async () => {
    const { log, lines } = capturedLog();
    const fragile = countingProjector({ name: 'fragile' });
    const live = runner({ projectors: [fragile], log });
    await live.start();
    await append('p', 3);
    // One batch each (a quiet desk): the count goes on from batch to batch.
    for (let i = 0; i < MAX_FAILED_IN_A_ROW + 2; i++) {
      await append(`bad-${i}`, 1, { poisonFor: 'fragile' });
      await live.caughtUp();
    }
    const stream = await store.readStream(`bad-${MAX_FAILED_IN_A_ROW - 1}`);
    const last = stream.events[0]!;
    const [state] = await live.status();
    expect(state).toMatchObject({
      status: 'failed',
      error: { eventId: last.eventId, position: last.position },
    });
    expect(await readParkedEvents(db.pool)).toHaveLength(MAX_FAILED_IN_A_ROW - 1);
    expect(await counts('fragile_counts')).toEqual({ p: 3 });
    expect(lines.join('')).toContain('projector stopped by an event it cannot apply');
  });

  it('an event between failures resets the count', async () => {
    const fragile = countingProjector({ name: 'fragile' });
    const live = runner({ projectors: [fragile] });
    await live.start();
    for (let i = 0; i < MAX_FAILED_IN_A_ROW + 5; i++) {
      await append(`bad-${i}`, 1, { poisonFor: 'fragile' });
      if (i % 10 === 9) await append(`good-${i}`, 1);
      await live.caughtUp();
    }
    const [state] = await live.status();
    expect(state).toMatchObject({ status: 'live' });
    expect(await readParkedEvents(db.pool)).toHaveLength(MAX_FAILED_IN_A_ROW + 5);
  });

  it('rebuilds from the log when the projector version changes', async () => {
    await append('v', 10);
    const v1 = await caughtUpRunner();
    await v1.stop();
    // Tamper with the read table: a rebuild must recompute it from the log, not keep it.
    await db.pool.query(`UPDATE read.counting_counts SET events = 999`);

    await caughtUpRunner({ projectors: [countingProjector({ version: 2 })] });
    expect(await counts()).toEqual({ v: 10 });
    expect((await db.pool.query('SELECT version FROM projection.checkpoints')).rows).toEqual([{ version: 2 }]);
  });

  it('swaps a rebuilt table in atomically while events keep arriving and readers keep reading', async () => {
    const projector = countingProjector();
    const live = runner({ projectors: [projector] });
    await live.start();
    await append('r', 200);
    await live.caughtUp();

    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) await append(`w-${i % 5}`, 1);
    })();
    const totals: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const result = await db.pool.query<{ total: number }>(
          'SELECT coalesce(sum(events), 0)::int AS total FROM read.counting_counts',
        );
        totals.push(result.rows[0]!.total);
      }
    })();
    await rebuildProjector({ pool: db.pool, store, projector, log: silent, batchSize: 37 });
    writing = false;
    await writer;
    await live.caughtUp();
    reading = false;
    await reader;

    // A half-built table would show a smaller total than one read before it.
    const drops = totals.filter((total, i) => i > 0 && total < totals[i - 1]!);
    expect(totals.length).toBeGreaterThan(5);
    expect(drops).toEqual([]);
    const truth = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = $1`,
      [COUNTED],
    );
    const finalTotal = Object.values(await counts()).reduce((a, b) => a + b, 0);
    expect(finalTotal).toBe(truth.rows[0]!.n);
    const schemas = await db.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`);
    expect(schemas.rows).toEqual([]);
  });

  it('refuses two projectors with the same table', () => {
    expect(() => runner({ projectors: [countingProjector(), countingProjector()] })).toThrow(/unique/);
  });
});
