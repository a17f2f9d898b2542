import type { HeartbeatRow } from '@gym/kernel/projection/service-contract/heartbeat';
import type { ProjectionStatus } from '@gym/kernel/projection/service-contract/projection-status';
import type { ReactorStatus } from '@gym/kernel/projection/service-contract/reactor-status';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';

export interface HealthThresholds {
  /** The projection service beats every second; no beat for this long means it is not running. */
  readonly heartbeatTimeoutSeconds: number;
  /** A projector whose oldest unapplied event is older than this is lagging: screens may show old figures. */
  readonly maxLagSeconds: number;
}

export const DEFAULT_HEALTH_THRESHOLDS: HealthThresholds = { heartbeatTimeoutSeconds: 5, maxLagSeconds: 10 };

type Parts = HealthAnswer['parts'];
type ProjectionsPart = Parts['projections'];
type ReactorsPart = Parts['reactors'];

/** ok when every part is up; starting while projections are first built; degraded when any part is down or lagging. */
export function overallStatus(parts: Parts): HealthAnswer['status'] {
  const statuses = [
    parts.eventStore.status,
    parts.projections.status,
    parts.reactors.status,
    parts.socketGateway.status,
  ];
  if (statuses.some((s) => s === 'down' || s === 'lagging')) return 'degraded';
  if (statuses.includes('starting')) return 'starting';
  return 'ok';
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Why the projection service (projectors and reactors alike) is not running, or null while it beats. */
function heartbeatProblem(heartbeat: HeartbeatRow | null, thresholds: HealthThresholds): string | null {
  if (!heartbeat) return 'the projection service has never run on this database';
  if (heartbeat.stoppedAt) return 'the projection service is stopped';
  if (heartbeat.ageSeconds > thresholds.heartbeatTimeoutSeconds) {
    return `no heartbeat from the projection service for ${Math.round(heartbeat.ageSeconds)} s`;
  }
  return null;
}

/**
 * The projections part: down without a fresh heartbeat (the service is not running) or with a stopped projector;
 * starting while a projector builds its tables; lagging past the threshold; otherwise up.
 */
export function projectionsPart(
  heartbeat: HeartbeatRow | null,
  states: readonly ProjectionStatus[],
  thresholds: HealthThresholds,
): ProjectionsPart {
  const projectors = states.map((s) => ({
    name: s.name,
    status: s.status,
    position: s.checkpoint.position,
    lagEvents: s.lagEvents,
    lagSeconds: round(s.lagSeconds),
    parked: s.parked,
  }));
  const base = {
    heartbeatAgeSeconds: heartbeat ? round(heartbeat.ageSeconds) : null,
    maxLagSeconds: thresholds.maxLagSeconds,
    projectors,
  };
  const down = (message: string): ProjectionsPart => ({ ...base, status: 'down', message });
  const notRunning = heartbeatProblem(heartbeat, thresholds);
  if (notRunning) return down(notRunning);
  const failed = states.filter((s) => s.status === 'failed');
  if (failed.length > 0) {
    const reasons = failed.map((s) => (s.error ? `${s.name} (at ${s.error.type} #${s.error.position})` : s.name));
    return down(`stopped projector${failed.length > 1 ? 's' : ''}: ${reasons.join(', ')}`);
  }
  const building = states.filter((s) => s.status === 'building');
  if (building.length > 0) {
    return { ...base, status: 'starting', message: `building ${building.map((s) => s.name).join(', ')}` };
  }
  const lagging = states.filter((s) => s.lagSeconds > thresholds.maxLagSeconds);
  if (lagging.length > 0) {
    const worst = lagging.reduce((a, b) => (b.lagSeconds > a.lagSeconds ? b : a));
    return {
      ...base,
      status: 'lagging',
      message: `${lagging.map((s) => s.name).join(', ')} behind by up to ${Math.round(worst.lagSeconds)} s`,
    };
  }
  // Parked events do not stop the part (the projectors went on past them), but they are named until corrected.
  const parking = states.filter((s) => s.parked);
  if (parking.length > 0) {
    const named = parking.map(
      (s) => `${s.name} (${s.parked!.count}, latest ${s.parked!.latest.type} #${s.parked!.latest.position})`,
    );
    return { ...base, status: 'up', message: `parked events: ${named.join(', ')}` };
  }
  return { ...base, status: 'up' };
}

/**
 * The reactors part, judged as the projections part is: down with a stopped reactor, naming it and its event, not the
 * error's text, which can quote member data (even while the service is down: the stop outlives restarts); down while the projection service, which runs
 * them, does not beat, since their rows look live for ever after a crash. A stopped reactor is treated as a stopped projector is (the part down, the app degraded, not a status of its own):
 * both are one consumer of the log stuck on one event while the rest of the app runs, and both need someone to fix the
 * cause; the till missing cash movements or the door keeping a lapsed member is as wrong as a stale list.
 * Then starting while one has no checkpoint yet, lagging past the threshold, otherwise up.
 */
export function reactorsPart(
  heartbeat: HeartbeatRow | null,
  states: readonly ReactorStatus[],
  thresholds: HealthThresholds,
): ReactorsPart {
  const reactors = states.map((s) => ({
    name: s.name,
    status: s.status,
    position: s.checkpoint?.position ?? null,
    lagEvents: s.lagEvents,
    lagSeconds: s.lagSeconds === null ? null : round(s.lagSeconds),
    // The event, not the error's text (see reactorHealth.stoppedOn): a public answer must not quote member data.
    stoppedOn:
      s.status === 'failed' && s.error
        ? { eventId: s.error.eventId, type: s.error.type, streamId: s.error.streamId, position: s.error.position }
        : null,
  }));
  const down = (message: string): ReactorsPart => ({ status: 'down', message, reactors });
  const failed = states.filter((s) => s.status === 'failed');
  if (failed.length > 0) {
    // Named even while the service is down: a stopped reactor stays stopped across restarts.
    const reasons = failed.map((s) => (s.error ? `${s.name} (at ${s.error.type} #${s.error.position})` : s.name));
    return down(`stopped reactor${failed.length > 1 ? 's' : ''}: ${reasons.join(', ')}`);
  }
  const notRunning = heartbeatProblem(heartbeat, thresholds);
  if (notRunning) return down(`not running: ${notRunning}`);
  const starting = states.filter((s) => s.status === 'starting');
  if (starting.length > 0) {
    return { status: 'starting', message: `starting ${starting.map((s) => s.name).join(', ')}`, reactors };
  }
  const lagging = states.filter((s) => (s.lagSeconds ?? 0) > thresholds.maxLagSeconds);
  if (lagging.length > 0) {
    const worst = Math.max(...lagging.map((s) => s.lagSeconds ?? 0));
    return {
      status: 'lagging',
      message: `${lagging.map((s) => s.name).join(', ')} behind by up to ${Math.round(worst)} s`,
      reactors,
    };
  }
  return { status: 'up', reactors };
}
