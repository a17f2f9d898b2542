import { createServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { io } from 'socket.io-client';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defineEvent } from '@gym/events/catalogue/define-event';
import { createEventCatalogue } from '@gym/events/catalogue/event-catalogue';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { metadata } from '@gym/events/store/store-test-support';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import type { RequestAuth } from '@gym/kernel/http/request-auth';
import { permissionsFrom } from '@gym/kernel/permissions/permissions';
import {
  decodeProgressNotice,
  encodeProgressNotice,
  PROGRESS_CHANNEL,
} from '@gym/kernel/projection/service-contract/service-contract';
import { projectionMigrations, reactionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import type { Reactor } from '@gym/kernel/reaction/reactor';
import { CHANGED_EVENT } from '@gym/kernel/realtime/realtime-contract';
import type { ChangeNotice } from '@gym/kernel/realtime/realtime-contract';
import { commandServiceMigrations } from '@gym/command-service/app/command-service-migrations';
import type { Authenticator } from '@gym/command-service/auth/authenticator';
import { HealthCheck } from '@gym/command-service/health/health-check';
import { DEFAULT_HEALTH_THRESHOLDS } from '@gym/command-service/health/health-rules';
import { ProjectionProgress } from '@gym/command-service/realtime/projection-progress';
import { SocketGateway } from '@gym/command-service/realtime/socket-gateway';
import { ReactorRunner } from '@gym/projection-service/reactions/reactor-runner';
import { SocketIoChangeEmitter } from '@gym/projection-service/runner/change-emitter';
import { NotifyBatcher } from '@gym/projection-service/runner/notify-batcher';
import { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { COUNTED, countingProjector } from '@gym/projection-service/testing/counting-projector';

/*
 * The contract between the two services (kernel/src/projection/service-contract/): what projection-service writes,
 * command-service reads, each through its own code and nothing shared but the kernel. The projection side is the real
 * runner, change emitter and reactor runner; the command side the real progress listener, socket gateway (its
 * socket.io PostgreSQL adapter decodes the push packets) and health check.
 */

const silent = pino({ level: 'silent' });
const Counted = defineEvent(COUNTED, z.object({}));
const catalogue = createEventCatalogue([Counted], []);

/** A signed-in desk whose role may (or may not) manage settings: the `accounts` topic below needs it. */
function staff(id: number, canManageSettings: boolean): RequestAuth {
  return {
    user: {
      id,
      username: `user${id}`,
      name: `User ${id}`,
      email: null,
      role: 'custom',
      roleName: 'Custom',
      avatar: null,
      language: null,
      permissions: permissionsFrom(canManageSettings ? ['canManageSettings'] : []),
      disabled: false,
    },
    tokenHash: Buffer.from(`token-${id}`),
    via: 'bearer',
  };
}
const sessions: Record<string, RequestAuth> = { manager: staff(1, true), desk: staff(2, false) };
const authenticator = {
  authenticate: async (token: string) => sessions[token] ?? null,
  forgetAll: () => undefined,
} as unknown as Authenticator;

/** A reactor of the projection service that only notes what it saw. */
const noter: Reactor = { name: 'noter', eventTypes: [COUNTED], async react() {} };

describe('the contract between projection-service and command-service', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let http: HttpServer;
  let progress: ProjectionProgress;
  let gateway: SocketGateway;
  let runner: ProjectionRunner | undefined;
  let reactors: ReactorRunner | undefined;
  const sockets: { close(): void }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'service_contract');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'projection', projectionMigrations);
    await migrate(db.pool, 'reactions', reactionMigrations);
    await migrate(db.pool, 'command-service', commandServiceMigrations);
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 200 });
    // The command side: listener, gateway (topic `accounts` for settings managers only, `settings` for everyone),
    // health.
    progress = new ProjectionProgress(db.pool, store, silent);
    await progress.start();
    http = createServer();
    gateway = new SocketGateway(http, db.pool, authenticator, silent, progress, {
      accounts: 'canManageSettings',
      settings: 'authenticated',
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await reactors?.stop();
    await runner?.stop();
    await gateway?.close();
    await progress?.stop();
    await store?.close();
    await db?.drop();
  });

  /** A browser's socket, signed in with a token of `sessions`, and every change notice it hears. */
  async function browser(token: string) {
    const socket = io(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    sockets.push(socket);
    const heard: ChangeNotice[] = [];
    socket.on(CHANGED_EVENT, (notice: ChangeNotice) => heard.push(notice));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return heard;
  }

  const count = async (streamId: string) => {
    const { version } = await store.readStream(streamId);
    const { position } = await store.appendToStreams(
      [{ streamId, expectedVersion: version, events: [{ type: COUNTED, data: {} }] }],
      { metadata: metadata() },
    );
    return position;
  };

  it("pushes a change notice to each browser as one packet with the notice's topics its user may read, and no other", async () => {
    const manager = await browser('manager');
    const desk = await browser('desk');
    const emitter = new SocketIoChangeEmitter(new NotifyBatcher(db.pool));

    emitter.emit({ topics: ['accounts', 'settings', 'nobody-listens'], position: 41 });
    await expect.poll(() => manager.length > 0 && desk.length > 0).toBe(true);
    emitter.emit({ topics: ['settings'], position: 42 });
    await expect.poll(() => [manager.length, desk.length]).toEqual([2, 2]);
    // One packet a notice (before 2026-12-05, one a topic): the settings manager hears both of its topics together,
    // the desk only the one it may read.
    expect(manager).toEqual([
      { topics: ['accounts', 'settings'], position: 41 },
      { topics: ['settings'], position: 42 },
    ]);
    expect(desk).toEqual([
      { topics: ['settings'], position: 41 },
      { topics: ['settings'], position: 42 },
    ]);
  });

  it('merges the change notices heard in one turn into one packet a browser, at the furthest position', async () => {
    const manager = await browser('manager');
    const desk = await browser('desk');
    progress.emit('changes', { topics: ['accounts'], position: 50 });
    progress.emit('changes', { topics: ['settings'], position: 51 });
    progress.emit('changes', { topics: ['accounts'], position: 52 });
    await expect.poll(() => [manager.length, desk.length]).toEqual([1, 1]);
    expect(manager).toEqual([{ topics: ['accounts', 'settings'], position: 52 }]);
    expect(desk).toEqual([{ topics: ['settings'], position: 52 }]);
  });

  it('lets command-service follow the runner: progress notices, checkpoints, heartbeat, projection and reactor status', async () => {
    const heard: [string, boolean][] = [];
    progress.on('progress', (projector, changed) => heard.push([projector, changed]));
    const manager = await browser('manager');
    const desk = await browser('desk');
    await expect.poll(() => gateway.adapterListening()).toBe(true);
    const notifications = new NotifyBatcher(db.pool);
    runner = new ProjectionRunner({
      pool: db.pool,
      store,
      // Two projectors, each with a topic: an event both apply is one step of the runner.
      projectors: [countingProjector({ name: 'accounts' }), countingProjector({ name: 'settings' })],
      log: silent,
      emitter: new SocketIoChangeEmitter(notifications),
      notifications,
    });
    await runner.start();
    reactors = new ReactorRunner([noter], {
      store,
      catalogue,
      pool: db.pool,
      clock: { now: () => new Date() },
      log: silent,
    });
    await reactors.start();

    // Read-your-writes: the listener hears the runner reach the command's event, and that the tables changed.
    const position = await count('account-1');
    expect(await progress.waitFor(position, 20_000)).toBe(true);
    expect(heard).toContainEqual(['accounts', true]);
    await expect
      .poll(() => [manager, desk].map((heard) => heard.some((n) => n.position === position)))
      .toEqual([true, true]);
    await runner.caughtUp();
    await reactors.caughtUp();
    // The step reaches each browser as one packet: both topics for the settings manager, `settings` alone for the desk.
    const ofStep = (heard: ChangeNotice[]) => heard.filter((n) => n.position >= position);
    expect(ofStep(manager)).toHaveLength(1);
    expect([...ofStep(manager)[0]!.topics].sort()).toEqual(['accounts', 'settings']);
    expect(ofStep(desk)).toEqual([{ topics: ['settings'], position }]);

    // Health reads the runner's heartbeat, checkpoints and the reactor's checkpoint.
    const health = new HealthCheck({
      pool: db.pool,
      store,
      projectors: [countingProjector({ name: 'accounts' })],
      reactors: [noter],
      progress,
      realtime: gateway,
      thresholds: DEFAULT_HEALTH_THRESHOLDS,
    });
    const up = await health.report();
    expect(up.parts.projections).toMatchObject({
      status: 'up',
      projectors: [{ name: 'accounts', status: 'live', position, lagEvents: 0 }],
    });
    expect(up.parts.projections.heartbeatAgeSeconds).toBeLessThan(DEFAULT_HEALTH_THRESHOLDS.heartbeatTimeoutSeconds);
    expect(up.parts.reactors).toMatchObject({ status: 'up', reactors: [{ name: 'noter', status: 'live' }] });

    // A listener started afresh learns the runner's position from the stored checkpoints alone.
    const late = new ProjectionProgress(db.pool, store, silent);
    await late.start();
    try {
      expect(late.knownCheckpoints().get('accounts')?.position).toBe(position);
    } finally {
      await late.stop();
    }

    // Stopped cleanly, the runner marks its heartbeat stopped, and health says so at once.
    await reactors.stop();
    await runner.stop();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const down = await health.report();
    expect(down.parts.projections).toMatchObject({ status: 'down', message: expect.stringMatching(/stopped/) });
  }, 90_000);

  it("reads a notice without `changed` (a rebuild's swap) as tables changed, and keeps the runner's encoding", async () => {
    const heard: [string, boolean][] = [];
    const listener = (projector: string, changed: boolean) => heard.push([projector, changed]);
    progress.on('progress', listener);
    try {
      const swap = encodeProgressNotice({ projector: 'swapped', commit: '7', position: 7, status: 'live' });
      expect(JSON.parse(swap)).toEqual({ projector: 'swapped', commit: '7', position: 7, status: 'live' });
      await db.pool.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, swap]);
      await expect.poll(() => heard).toContainEqual(['swapped', true]);
      expect(progress.knownCheckpoints().get('swapped')).toEqual({ commit: '7', position: 7 });
      expect(decodeProgressNotice(swap)).toEqual({
        projector: 'swapped',
        checkpoint: { commit: '7', position: 7 },
        status: 'live',
        changed: true,
      });
    } finally {
      progress.off('progress', listener);
    }
  });
});
