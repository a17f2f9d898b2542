import { createServer, connect } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { metadata } from '@gym/events/store/store-test-support';
import type { Projector } from '@gym/kernel/projection/projector';
import { PROGRESS_CHANNEL } from '@gym/kernel/projection/service-contract/service-contract';
import { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { COUNTED, countingProjector } from '@gym/projection-service/testing/counting-projector';
import { openProjectionTestDatabase } from '@gym/projection-service/testing/projection-test-database';
import type { ProjectionTestDatabase } from '@gym/projection-service/testing/projection-test-database';
import { ProjectionProgress } from '@gym/command-service/realtime/projection-progress';

const silent = pino({ level: 'silent' });

/** Polls a condition (40 s at most): the listener's tries are a second apart. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A TCP relay to the database that can refuse new connections, so the listener stays away exactly as long as the
 * test needs (its own retry comes a second later, too soon for a busy machine to append and project meanwhile).
 */
async function gate(host: string, port: number) {
  let open = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(port, host);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.on('error', () => undefined);
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set open(value: boolean) {
      open = value;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A projector that handles none of the test's events: it only ever moves past them, never storing per batch. */
const quiet: Projector = {
  name: 'quiet',
  version: 1,
  eventTypes: ['NeverAppended'],
  topics: ['quiet'],
  tables: [{ name: 'quiet_rows', ddl: 'CREATE TABLE quiet_rows (id text PRIMARY KEY)' }],
  async apply() {},
};

describe("command-service's progress listener after a reconnect", () => {
  let opened: ProjectionTestDatabase | undefined;
  let store: PostgresEventStore | undefined;
  let runner: ProjectionRunner | undefined;
  let relay: Awaited<ReturnType<typeof gate>> | undefined;
  let listenerPool: pg.Pool | undefined;
  let progress: ProjectionProgress | undefined;
  afterAll(async () => {
    await progress?.stop();
    await listenerPool?.end();
    await relay?.close();
    await runner?.stop();
    await opened?.close();
  });

  it('learns the progress it missed while disconnected, with no further events, and reports accounts changed', async () => {
    opened = await openProjectionTestDatabase('progress_resync', { pollIntervalMs: 200 });
    const { db } = opened;
    store = opened.store;
    runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projectors: [countingProjector({ name: 'accounts' }), quiet],
      log: silent,
    });
    await runner.start();

    // The listener reaches the database through a relay the test can shut.
    const url = new URL(db.url);
    relay = await gate(url.hostname, Number(url.port || 5432));
    const relayed = new URL(db.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    listenerPool = new pg.Pool({ connectionString: relayed.toString(), max: 2 });
    listenerPool.on('error', () => undefined);
    progress = new ProjectionProgress(listenerPool, store, silent);
    await progress.start();

    const append = async () => {
      const { version } = await store!.readStream('account-1');
      const { position } = await store!.appendToStreams(
        [{ streamId: 'account-1', expectedVersion: version, events: [{ type: COUNTED, data: {} }] }],
        { metadata: metadata() },
      );
      await runner!.caughtUp();
      return position;
    };
    expect(await progress.waitFor(await append(), 20_000)).toBe(true);

    // The listener's connection is cut, and it cannot come back until the test lets it.
    relay.open = false;
    const name = url.pathname.slice(1);
    await db.pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = $2', [
      name,
      `LISTEN ${PROGRESS_CHANNEL}`,
    ]);
    await until(() => !progress!.listening, 'the listener notices');

    // A command's event is projected (and its notice sent) while nobody listens.
    const missed = await append();
    const heard: [string, boolean][] = [];
    progress.on('progress', (projector, changed) => heard.push([projector, changed]));

    relay.open = true;
    await until(() => progress!.listening, 'the listener is back');
    // No further event comes: what was missed must be made up without one.
    expect(await progress.waitFor(missed, 15_000)).toBe(true);
    expect(heard).toContainEqual(['accounts', true]);
  }, 90_000);
});
