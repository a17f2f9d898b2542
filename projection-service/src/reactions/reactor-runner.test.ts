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
import { reactionMigrations } from './reaction-migrations.js';
import { ReactorRunner } from './reactor-runner.js';

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

  async function started(reactors: Reactor[]) {
    const runner = new ReactorRunner(reactors, deps);
    running.push(runner);
    await runner.start();
    return runner;
  }

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
    const runner = await started([shipper('fragile', (id) => id === 'bad'), shipper('sturdy')]);
    await order('bad');
    await order('good');
    await runner.caughtUp();
    await expect.poll(() => runner.failed().get('fragile'), { timeout: 10_000 }).toMatch(/Ordered.*cannot ship bad/);
    const streams = (await shipments()).map((e) => e.streamId).sort();
    expect(streams).toEqual(['sturdy-shipment-bad', 'sturdy-shipment-good']);
    const { rows } = await db.pool.query(
      `SELECT status, error FROM projection.reactor_checkpoints WHERE reactor = 'fragile'`,
    );
    expect(rows[0]).toMatchObject({ status: 'failed', error: { type: 'Ordered', message: 'cannot ship bad' } });
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
