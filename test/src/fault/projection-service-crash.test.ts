import pg from 'pg';
import { pino } from 'pino';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';
import { reactorsOf } from '@gym/kernel/modules/module-manifest';
import { modules } from '@gym/modules/modules';
import { projectors } from '@gym/projection-service/projectors';
import { PROGRESS_CHANNEL } from '@gym/kernel/projection/service-contract/service-contract';
import { rebuildProjectors } from '@gym/projection-service/runner/rebuild';
import { call, signInAdmin, signInReception } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember, createPlan, sell } from '../support/desk-fixtures.js';
import { gymSettings } from '../support/settings-fixtures.js';
import { ProjectionServiceProcess } from '../support/projection-service-process.js';
import { readTableDigests } from '@gym/projection-service/replay/read-table-digests';
import { createAppDatabase, startCommandService } from '../support/test-app.js';
import type { AppDatabase, CommandServiceInstance } from '../support/test-app.js';

const KILLS = 10;
const DESKS = 2;

interface Notice {
  topics: string[];
  position: number;
}

/*
 * The projection service at the service level: its real main.ts in a process of its own, the real projectors, real
 * commands over HTTP from desks that never pause, and a socket client that stays connected throughout. It is killed
 * with SIGKILL ten times, each time just after it committed a batch while more work was waiting, so the kill lands in
 * the middle of the next batch. Afterwards every read table must equal a clean rebuild from the log (nothing lost,
 * nothing applied twice) and the socket client must have heard of the final state.
 */
describe('projection-service killed with SIGKILL while commands flow', () => {
  let database: AppDatabase;
  let service: CommandServiceInstance;
  let admin: Session;
  let desk: Session;
  let progress: pg.Client;
  let socket: Socket;
  const notices: Notice[] = [];
  let disconnects = 0;
  /** The first projection service builds the read tables (sign-in reads them); the test kills it first. */
  let first: ProjectionServiceProcess;

  beforeAll(async () => {
    database = await createAppDatabase('crash-service');
    service = await startCommandService(database);
    first = new ProjectionServiceProcess(database.db.url);
    await first.live;
    await healthy();
    admin = await signInAdmin(service.baseUrl);
    desk = await signInReception(service.baseUrl);
    progress = new pg.Client({ connectionString: database.db.url });
    await progress.connect();
    await progress.query(`LISTEN ${PROGRESS_CHANNEL}`);
    socket = io(service.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: admin.cookie },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socket.on('changed', (notice: Notice) => notices.push(notice));
    socket.on('disconnect', () => disconnects++);
  });
  afterAll(async () => {
    await first?.stop();
    socket?.close();
    await progress?.end();
    await service?.stop();
    await database?.drop();
  });

  /** Health ok with every projector's events applied (health reads that from the log, not from the service). */
  async function healthy() {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const health = await call<HealthAnswer>(service.baseUrl, 'GET', '/api/health');
      const states = health.body.parts?.projections.projectors ?? [];
      if (health.body.status === 'ok' && states.every((p) => p.lagSeconds === 0)) return;
      if (Date.now() > deadline) throw new Error(`projections did not catch up: ${JSON.stringify(health.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Resolves at the next batch a projector commits (the runner reports progress after each commit). */
  const nextCommit = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        progress.off('notification', done);
        reject(new Error('the projection service committed no batch within 30 s'));
      }, 30_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      progress.once('notification', done);
    });

  /**
   * Waits until the projection service is inside a batch: one of its transactions has written (a write gives the
   * transaction an id) and is not committed yet. Killing it now leaves a half-applied batch for the database to roll
   * back. False if none was seen within the time (the test counts those).
   */
  async function insideABatch(timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const open = await database.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'projection-service'
           AND backend_xid IS NOT NULL AND state IN ('active', 'idle in transaction')`,
      );
      if (open.rows[0]!.n > 0) return true;
    }
    return false;
  }

  /** Waits until every reactor's checkpoint covers the newest event of its types, then for a notice of the log's head. */
  async function untilReactorsAndProjectionsDone(pool: pg.Pool, deadline: number) {
    for (const reactor of reactorsOf(modules)) {
      for (;;) {
        const { rows } = await pool.query<{ newest: string | null; reached: string | null }>(
          `SELECT (SELECT max(position) FROM event_store.events WHERE type = ANY($1)) AS newest,
                  (SELECT position FROM projection.reactor_checkpoints WHERE reactor = $2) AS reached`,
          [reactor.eventTypes, reactor.name],
        );
        const { newest, reached } = rows[0]!;
        if (newest === null || (reached !== null && Number(reached) >= Number(newest))) break;
        if (Date.now() > deadline) throw new Error(`reactor ${reactor.name} did not reach position ${newest}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const head = Number(
      (await pool.query<{ head: string }>('SELECT max(position) AS head FROM event_store.events')).rows[0]!.head,
    );
    while (!notices.some((n) => n.position >= head)) {
      if (Date.now() > deadline) throw new Error(`no notice reached the log's head ${head}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('leaves every read table equal to a clean rebuild, and the socket client with the final state', async () => {
    const planId = (await createPlan(service.baseUrl, admin)).id;
    let flowing = true;
    let commands = 0;
    const failures: string[] = [];
    const expect201 = (what: string, answer: { status: number; body: unknown }) => {
      commands++;
      if (answer.status !== 201) failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    };
    /** A desk selling memberships and checking members in, as fast as the service answers. */
    const deskAtWork = async () => {
      while (flowing) {
        const member = await createMember(service.baseUrl, desk);
        commands++;
        expect201(
          'sale',
          await sell(service.baseUrl, desk, {
            memberId: member.id,
            membershipPlanId: planId,
            registrationType: 'New Registration',
            amount: 450,
            status: 'paid',
            paymentMethod: 'cash',
          }),
        );
        expect201(
          'check-in',
          await call(service.baseUrl, 'POST', '/api/check-ins', { session: desk, body: { memberId: member.id } }),
        );
      }
    };
    const desks = Array.from({ length: DESKS }, () => deskAtWork());

    let killedInsideABatch = 0;
    for (let round = 0; round < KILLS; round++) {
      const projections = round === 0 ? first : new ProjectionServiceProcess(database.db.url);
      await projections.live;
      await nextCommit();
      // Half the kills land while a batch's transaction has written and not committed; the others at varied moments
      // after a commit (reading the next batch, applying it, between its commit and the progress report).
      if (round % 2 === 0) {
        if (await insideABatch()) killedInsideABatch++;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 3 + round * 4));
      }
      await projections.kill();
    }
    flowing = false;
    await Promise.all(desks);
    expect(failures).toEqual([]);
    expect(commands).toBeGreaterThan(KILLS);
    // Nearly always inside a batch; a round where none was seen within 5 s still kills, just not mid-batch.
    expect(killedInsideABatch).toBeGreaterThanOrEqual(KILLS / 2 - 1);

    // The last command, made while no projection service runs; then one starts and catches up.
    const final = await call<{ position: number }>(service.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: gymSettings('After Ten Crashes'),
    });
    expect(final.status).toBe(200);
    const projections = new ProjectionServiceProcess(database.db.url);
    try {
      await projections.live;
      const deadline = Date.now() + 60_000;
      while (!notices.some((n) => n.position >= final.body.position)) {
        if (Date.now() > deadline) throw new Error(`no notice reached position ${final.body.position}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Reactors (the till's cash reactor) append their own events after the final command: wait until each has
      // handled the last event of its types, then until the projections have pushed the log's newest event.
      await untilReactorsAndProjectionsDone(database.db.pool, deadline);
      // The client stayed connected through every crash and heard of the final state; a read after it shows it.
      expect(disconnects).toBe(0);
      expect(Math.max(...notices.map((n) => n.position))).toBeGreaterThanOrEqual(final.body.position);
      const settings = await call<{ name: string }>(service.baseUrl, 'GET', '/api/settings', { session: desk });
      expect(settings.body.name).toBe('After Ten Crashes');
      await healthy();
    } finally {
      await projections.stop();
    }

    const projected = await readTableDigests(database.db.pool, projectors);
    await rebuildProjectors({
      pool: database.db.pool,
      store: database.store,
      projectors,
      log: pino({ level: 'silent' }),
    });
    const rebuilt = await readTableDigests(database.db.pool, projectors);
    expect(projected).toEqual(rebuilt);
    expect(rebuilt.find((d) => d.table === 'members')!.rows).toBeGreaterThan(KILLS);
  }, 300_000);
});
