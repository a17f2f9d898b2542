import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';
import type { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember, createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { createAppDatabase, startCommandService, startProjections } from '../support/test-app.js';
import type { AppDatabase, CommandServiceInstance } from '../support/test-app.js';

interface Notice {
  topics: string[];
  position: number;
}

function connect(baseUrl: string, session: Session): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: session.cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Polls until `probe` finds something; the limit is generous for a busy 2-core machine running the whole suite. */
async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Two command-service instances on one database, as behind the reverse proxy of infra/deploy/compose.yaml. */
describe('two command-service instances behind one address', () => {
  let database: AppDatabase;
  let runner: ProjectionRunner;
  let a: CommandServiceInstance;
  let b: CommandServiceInstance;
  beforeAll(async () => {
    database = await createAppDatabase('scale-out');
    runner = await startProjections(database);
    [a, b] = await Promise.all([startCommandService(database), startCommandService(database)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await runner?.stop();
    await database?.drop();
  });

  it('shares sessions: signed in on one, the same session works on the other, and signing out ends it on both', async () => {
    const session = await signInAdmin(a!.baseUrl);
    for (const via of ['bearer', 'cookie'] as const) {
      const me = await call<{ username: string }>(b!.baseUrl, 'GET', '/api/auth/me', { session, via });
      expect(me).toMatchObject({ status: 200, body: { username: 'admin' } });
    }
    const socketOnB = await connect(b!.baseUrl, session);
    const closed = new Promise<string>((resolve) => socketOnB.once('disconnect', resolve));
    expect((await call(a!.baseUrl, 'POST', '/api/auth/logout', { session, via: 'cookie' })).status).toBe(204);
    // The other instance closes the session's sockets at once (through the adapter) and refuses the session.
    expect(await closed).toBe('io server disconnect');
    await until('the session to be refused on the other instance', async () =>
      (await call(b!.baseUrl, 'GET', '/api/auth/me', { session })).status === 401 ? true : undefined,
    );
  });

  it('pushes a check-in made on one instance to a socket connected to the other', async () => {
    const admin = await signInAdmin(a!.baseUrl);
    const socketOnB = await connect(b!.baseUrl, admin);
    const notices: Notice[] = [];
    socketOnB.on('changed', (notice: Notice) => notices.push(notice));
    try {
      const plan = await createPlan(a!.baseUrl, admin);
      const { member } = await memberWithMembership(a!.baseUrl, admin, plan.id);
      const checkIn = await call<{ id: string; position: number }>(a!.baseUrl, 'POST', '/api/check-ins', {
        session: admin,
        body: { memberId: member.id },
      });
      expect(checkIn.status).toBe(201);
      const notice = await until('the check-in notice on the other instance', () =>
        notices.find((n) => n.topics.includes('check-ins') && n.position >= checkIn.body.position),
      );
      // What the notice announces is readable on the instance that pushed it.
      const today = await call<{ id: string }[]>(b!.baseUrl, 'GET', '/api/check-ins', {
        session: admin,
        headers: { 'x-min-position': String(notice.position) },
      });
      expect(today.body.map((c) => c.id)).toContain(checkIn.body.id);
    } finally {
      socketOnB.close();
    }
  });

  it('hands out member numbers without duplicates when both instances register members at once', async () => {
    const admin = await signInAdmin(a!.baseUrl);
    const registered = await Promise.all(
      Array.from({ length: 16 }, (_, i) => createMember(i % 2 === 0 ? a!.baseUrl : b!.baseUrl, admin)),
    );
    const numbers = registered.map((m) => m.memberNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('reports both instances in the socket gateway part of health', async () => {
    const health = await until('both instances to see each other', async () => {
      const answer = await call<HealthAnswer>(b!.baseUrl, 'GET', '/api/health');
      return answer.body.parts.socketGateway.instances === 2 ? answer : undefined;
    });
    expect(health.body.parts.socketGateway.status).toBe('up');
  });
});
