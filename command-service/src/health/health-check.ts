import type { Pool } from 'pg';
import type { EventStore } from '@gym/events/store/event-store';
import { readHeartbeat } from '@gym/kernel/projection/service-contract/heartbeat';
import type { HeartbeatRow } from '@gym/kernel/projection/service-contract/heartbeat';
import { readProjectionStatus } from '@gym/kernel/projection/service-contract/projection-status';
import { readReactorStatus } from '@gym/kernel/projection/service-contract/reactor-status';
import type { Projector } from '@gym/kernel/projection/projector';
import type { Reactor } from '@gym/kernel/reaction/reactor';
import type { ProjectionProgress } from '../realtime/projection-progress.js';
import type { SocketGateway } from '../realtime/socket-gateway.js';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';
import { overallStatus, projectionsPart, reactorsPart } from './health-rules.js';
import type { HealthThresholds } from './health-rules.js';

/** A part that does not answer within this long is reported down rather than holding the health answer. */
const PART_TIMEOUT_MS = 2000;
/** Load balancers and every open desk ask; within this long they share one check. */
const CACHE_MS = 1000;

export interface HealthCheckDependencies {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly projectors: readonly Projector[];
  readonly reactors: readonly Reactor[];
  readonly progress: ProjectionProgress;
  readonly realtime: SocketGateway;
  readonly thresholds: HealthThresholds;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${PART_TIMEOUT_MS} ms`)), PART_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Health of the whole app as one instance of command-service sees it: the event store (it answers its head), the
 * projections and the reactors (the projection service's heartbeat, then each one's state and lag) and this
 * instance's socket gateway (its PostgreSQL listeners). Nothing is taken on trust from rows a dead process could have left behind.
 */
export class HealthCheck {
  private cached: { at: number; answer: Promise<HealthAnswer> } | null = null;

  constructor(private readonly deps: HealthCheckDependencies) {}

  report(): Promise<HealthAnswer> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.answer;
    const answer = this.check();
    this.cached = { at: now, answer };
    return answer;
  }

  private async check(): Promise<HealthAnswer> {
    // One read of the heartbeat for both parts the projection service runs; each part reports its own failure of it.
    const heartbeat = readHeartbeat(this.deps.pool);
    const [eventStore, projections, reactors, socketGateway] = await Promise.all([
      this.eventStore(),
      this.projections(heartbeat),
      this.reactors(heartbeat),
      this.socketGateway(),
    ]);
    const parts = { eventStore, projections, reactors, socketGateway };
    return { status: overallStatus(parts), checkedAt: new Date().toISOString(), parts };
  }

  private async eventStore(): Promise<HealthAnswer['parts']['eventStore']> {
    const store = this.deps.store.name;
    try {
      const head = await withTimeout(this.deps.store.head(), 'the event store');
      return { status: 'up', store, position: head.position };
    } catch (error) {
      return { status: 'down', store, position: null, message: messageOf(error) };
    }
  }

  private async projections(
    heartbeatRead: Promise<HeartbeatRow | null>,
  ): Promise<HealthAnswer['parts']['projections']> {
    const { pool, store, projectors, progress, thresholds } = this.deps;
    try {
      const [heartbeat, projectorStates] = await withTimeout(
        Promise.all([
          heartbeatRead,
          readProjectionStatus({ pool, store, projectors, known: progress.knownCheckpoints() }),
        ]),
        'the projection status',
      );
      return projectionsPart(heartbeat, projectorStates, thresholds);
    } catch (error) {
      return {
        status: 'down',
        heartbeatAgeSeconds: null,
        maxLagSeconds: thresholds.maxLagSeconds,
        message: messageOf(error),
        projectors: [],
      };
    }
  }

  private async reactors(heartbeatRead: Promise<HeartbeatRow | null>): Promise<HealthAnswer['parts']['reactors']> {
    const { pool, store, reactors, thresholds } = this.deps;
    try {
      const [heartbeat, states] = await withTimeout(
        Promise.all([heartbeatRead, readReactorStatus({ pool, store, reactors })]),
        'the reactor status',
      );
      return reactorsPart(heartbeat, states, thresholds);
    } catch (error) {
      return { status: 'down', message: messageOf(error), reactors: [] };
    }
  }

  private async socketGateway(): Promise<HealthAnswer['parts']['socketGateway']> {
    const { realtime, progress } = this.deps;
    const clients = realtime.io.engine.clientsCount;
    try {
      const instances = await withTimeout(realtime.io.of('/').adapter.serverCount(), 'the socket adapter');
      const problems = [
        ...(realtime.adapterListening() ? [] : ['the socket.io PostgreSQL adapter is reconnecting']),
        ...(progress.listening ? [] : ['the projection progress listener is reconnecting']),
      ];
      return problems.length === 0
        ? { status: 'up', clients, instances }
        : { status: 'down', clients, instances, message: problems.join('; ') };
    } catch (error) {
      return { status: 'down', clients, instances: 0, message: messageOf(error) };
    }
  }
}
