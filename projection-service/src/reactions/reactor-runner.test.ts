import { pino } from 'pino';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { defineEvent } from '@gym/events/catalogue/define-event';
import { createEventCatalogue } from '@gym/events/catalogue/event-catalogue';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { metadata, untilVisible } from '@gym/events/store/store-test-support';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import type { Reactor, ScheduledJob } from '@gym/kernel/reaction/reactor';
import { JobScheduler } from './job-scheduler.js';
import type { ReactionDependencies } from './reactor-context.js';
import { reactionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { ATTEMPTS, ReactorRunner } from './reactor-runner.js';
import type { ReactorRetryOptions } from './reactor-runner.js';
import { readReactorStatus } from '@gym/kernel/projection/service-contract/reactor-status';

const silent = pino({ level: 'silent' });
const Ordered = defineEvent('Ordered', z.object({ orderId: z.string() }));
const Shipped = defineEvent('Shipped', z.object({ orderId: z.string() }));
const catalogue = createEventCatalogue([Ordered, Shipped], []);

/** On every order, one shipment on the order's shipment stream (which must not exist yet: a second would conflict). */
const shipper = (name = 'shipper', fail?: (orderId: string) => boolean): Reactor => ({
  name,
  eventTypes: ['Ordered'],
  async react(event, context) {
    const { orderId } = event.data as { orderId: string };
    if (fail?.(orderId)) throw new Error(`cannot ship ${orderId}`);
    await context.execute(event, 'ship', {
      plan: async () => ({
        appends: [
          {
            streamId: `${name}-shipment-${orderId}`,
            expectedVersion: 'no_stream',
            events: [{ type: 'Shipped', data: { orderId } }],
          },
        ],
        answer: {},
      }),
      replay: () => ({}),
    });
  },
});

/** What PostgreSQL sends a client when the server shuts down under it (SQLSTATE 57P01, admin shutdown). */
const serverShutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** The reactor, failing its first tries with the errors given (one a try, in order), and counting its tries. */
function failingFirst(reactor: Reactor, errors: readonly unknown[]) {
  const tries = { count: 0 };
  const wrapped: Reactor = {
    ...reactor,
    async react(event, context) {
      const error = errors[tries.count++];
      if (error !== undefined) throw error;
      await reactor.react(event, context);
    },
  };
  return { reactor: wrapped, tries };
}

describe('reactors and scheduled jobs', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let deps: ReactionDependencies;
  let now: Date;
  const running: { stop(): Promise<void> }[] = [];

  beforeEach(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'reactors');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'reactions', reactionMigrations);
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 100 });
    now = new Date('2026-11-23T08:00:00Z');
    deps = { store, catalogue, pool: db.pool, clock: { now: () => now }, log: silent };
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.stop()));
    await store.close();
    await db.drop();
  });

  const order = (orderId: string) =>
    store.appendToStreams(
      [
        {
          streamId: `order-${orderId}`,
          expectedVersion: 'no_stream',
          events: [{ type: 'Ordered', data: { orderId } }],
        },
      ],
      { metadata: metadata({ correlationId: `corr-${orderId}` }) },
    );

  async function started(reactors: Reactor[], retry?: ReactorRetryOptions) {
    const runner = new ReactorRunner(reactors, deps, retry);
    running.push(runner);
    await runner.start();
    return runner;
  }

  /** What health reports of the reactors (reactor-status.ts reads the runner's checkpoint rows). */
  const statuses = (reactors: Reactor[]) => readReactorStatus({ pool: db.pool, store, reactors });
  const statusOf = async (reactor: Reactor) => (await statuses([reactor]))[0]!;

  /** Every shipment stored so far. The log's reader hides commits behind any older open transaction of this
   * database (a reactor's append may still be committing), so wait until the newest stored event is visible first. */
  async function shipments(): Promise<RecordedEvent[]> {
    const newest = await db.pool.query<{ position: string | null }>(
      'SELECT max(position) AS position FROM event_store.events',
    );
    if (newest.rows[0]?.position) await untilVisible(store, Number(newest.rows[0].position));
    const { events } = await store.readAll({ after: { commit: '0', position: 0 }, limit: 1000, types: ['Shipped'] });
    return [...events];
  }

  it('reacts to what happens after its first start, signing the command as caused by the event', async () => {
    await order('before');
    expect(await statusOf(shipper())).toMatchObject({ status: 'starting', checkpoint: null, lagEvents: null });
    const runner = await started([shipper()]);
    const { position } = await order('a1');
    await runner.caughtUp();
    const [shipped, ...more] = await shipments();
    expect(more).toEqual([]);
    expect(shipped).toMatchObject({ streamId: 'shipper-shipment-a1', data: { orderId: 'a1' } });
    const [cause] = (await store.readStream('order-a1')).events;
    expect(shipped!.metadata).toMatchObject({
      actorId: null,
      actorName: 'System (shipper)',
      causationId: cause!.eventId,
      correlationId: 'corr-a1',
    });
    expect(shipped!.position).toBeGreaterThan(position);
  });

  it('stores each reaction once when events are delivered again after a crash before the checkpoint', async () => {
    const first = await started([shipper()]);
    await order('b1');
    await order('b2');
    await first.caughtUp();
    await first.stop();
    // As if the worker died after reacting but before saving its checkpoint: everything is delivered again.
    await db.pool.query(`UPDATE projection.reactor_checkpoints SET commit_id = 0, position = 0`);
    const second = await started([shipper()]);
    await order('b3');
    await second.caughtUp();
    expect((await shipments()).map((e) => e.streamId).sort()).toEqual([
      'shipper-shipment-b1',
      'shipper-shipment-b2',
      'shipper-shipment-b3',
    ]);
  });

  it('stops a reactor alone on an event that keeps failing, naming it, while the others go on', async () => {
    const fragile = shipper('fragile', (id) => id === 'bad');
    const sturdy = shipper('sturdy');
    const runner = await started([fragile, sturdy]);
    const bad = await order('bad');
    await order('good');
    await runner.caughtUp();
    await expect.poll(async () => (await statusOf(fragile)).status, { timeout: 10_000 }).toBe('failed');
    const streams = (await shipments()).map((e) => e.streamId).sort();
    expect(streams).toEqual(['sturdy-shipment-bad', 'sturdy-shipment-good']);
    const [stopped, going] = await statuses([fragile, sturdy]);
    expect(stopped).toMatchObject({
      status: 'failed',
      lagEvents: null,
      error: { type: 'Ordered', streamId: 'order-bad', position: bad.position, message: 'cannot ship bad' },
    });
    // Its checkpoint stays before the event it stopped on, so the next start would deliver that event again.
    expect(stopped!.checkpoint!.position).toBeLessThan(bad.position);
    expect(going).toMatchObject({ status: 'live', lagEvents: 0, lagSeconds: 0, error: null });
  });

  it('retries a reaction failing for a transient reason for as long as it takes, beyond the attempts for a bug', async () => {
    const { reactor, tries } = failingFirst(shipper('patient'), Array.from({ length: ATTEMPTS * 2 }, serverShutdown));
    const runner = await started([reactor], { firstMs: 1, maxMs: 5 });
    await order('c1');
    await expect.poll(async () => (await shipments()).map((e) => e.streamId)).toEqual(['patient-shipment-c1']);
    expect(tries.count).toBe(ATTEMPTS * 2 + 1);
    await runner.caughtUp();
    expect(await statusOf(reactor)).toMatchObject({ status: 'live', lagEvents: 0, error: null });
  });

  it('still stops a reactor after the attempts for a bug, transient failures before them not counted', async () => {
    const errors = [...Array.from({ length: ATTEMPTS + 2 }, serverShutdown), new Error('no such order')];
    const { reactor, tries } = failingFirst(
      shipper('buggy', () => true),
      errors,
    );
    await started([reactor], { firstMs: 1, maxMs: 5 });
    await order('d1');
    await expect.poll(async () => (await statusOf(reactor)).status).toBe('failed');
    // ATTEMPTS + 2 transient failures, then ATTEMPTS failures of its own logic (the first from the list, then the
    // shipper's own), and not one try more.
    expect(tries.count).toBe(ATTEMPTS + 2 + ATTEMPTS);
    expect(await statusOf(reactor)).toMatchObject({
      status: 'failed',
      error: { type: 'Ordered', message: 'cannot ship d1' },
    });
    expect(await shipments()).toEqual([]);
  });

  it('stops at once while waiting to retry, leaving the event to be delivered again on the next start', async () => {
    // The runner logs the failure and starts its wait in one go (no await between), so once the warning is out the
    // runner is inside the wait: stop() is then called during the backoff, not before it.
    let waiting!: () => void;
    const inBackoff = new Promise<void>((resolve) => (waiting = resolve));
    const log = pino({ level: 'warn' }, { write: (line: string) => line.includes('retrying') && waiting() });
    const down: Reactor = {
      name: 'waiting',
      eventTypes: ['Ordered'],
      react: () => Promise.reject(serverShutdown()),
    };
    // An hour between tries: stop() can only return within the test's time limit by cutting the wait short.
    const runner = new ReactorRunner([down], { ...deps, log }, { firstMs: 3_600_000, maxMs: 3_600_000 });
    running.push(runner);
    await runner.start();
    await order('e1');
    await inBackoff;
    await runner.stop();
    // Still live, one event behind: the one it was retrying, delivered again on the next start.
    expect(await statusOf(down)).toMatchObject({ status: 'live', lagEvents: 1, error: null });
    const again = await started([shipper('waiting')]);
    await again.caughtUp();
    expect((await shipments()).map((e) => e.streamId)).toEqual(['waiting-shipment-e1']);
  });

  it('runs a due job once per interval, however many workers look, and again when the interval has passed', async () => {
    const runs: string[] = [];
    const job: ScheduledJob = {
      name: 'daily-sweep',
      intervalMs: 24 * 60 * 60 * 1000,
      async run(context) {
        runs.push(now.toISOString());
        await context.execute(now.toISOString().slice(0, 10), {
          plan: async () => ({
            appends: [
              { streamId: 'sweeps', expectedVersion: 'any', events: [{ type: 'Ordered', data: { orderId: 'sweep' } }] },
            ],
            answer: {},
          }),
          replay: () => ({}),
        });
      },
    };
    const one = new JobScheduler([job], deps);
    const two = new JobScheduler([job], deps);
    running.push(one, two);
    await Promise.all([one.runDue(), two.runDue(), one.runDue()]);
    expect(runs).toHaveLength(1);
    now = new Date('2026-11-23T20:00:00Z');
    await two.runDue();
    expect(runs).toHaveLength(1);
    now = new Date('2026-11-24T08:00:01Z');
    await one.runDue();
    expect(runs).toHaveLength(2);
    expect((await store.readStream('sweeps')).events.map((e) => e.metadata.actorName)).toEqual([
      'System (daily-sweep)',
      'System (daily-sweep)',
    ]);
  });

  it('tries a failed job again within a minute, not a whole interval later', async () => {
    let attempts = 0;
    const job: ScheduledJob = {
      name: 'flaky',
      intervalMs: 24 * 60 * 60 * 1000,
      async run() {
        attempts++;
        if (attempts === 1) throw new Error('provider down');
      },
    };
    const scheduler = new JobScheduler([job], deps);
    running.push(scheduler);
    await scheduler.runDue();
    const { rows } = await db.pool.query(`SELECT last_error FROM projection.job_runs WHERE job = 'flaky'`);
    expect(rows[0]).toEqual({ last_error: 'provider down' });
    now = new Date(now.getTime() + 61_000);
    await scheduler.runDue();
    expect(attempts).toBe(2);
  });
});
