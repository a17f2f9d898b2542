import type { HeartbeatRow } from '@gym/projection-service/runner/heartbeat';
import type { ProjectionStatus } from '@gym/projection-service/runner/projection-status';
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

/** ok when every part is up; starting while projections are first built; degraded when any part is down or lagging. */
export function overallStatus(parts: Parts): HealthAnswer['status'] {
  const statuses = [parts.eventStore.status, parts.projections.status, parts.socketGateway.status];
  if (statuses.some((s) => s === 'down' || s === 'lagging')) return 'degraded';
  if (statuses.includes('starting')) return 'starting';
  return 'ok';
}

const round = (n: number) => Math.round(n * 10) / 10;

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
  }));
  const base = {
    heartbeatAgeSeconds: heartbeat ? round(heartbeat.ageSeconds) : null,
    maxLagSeconds: thresholds.maxLagSeconds,
    projectors,
  };
  const down = (message: string): ProjectionsPart => ({ ...base, status: 'down', message });
  if (!heartbeat) return down('the projection service has never run on this database');
  if (heartbeat.stoppedAt) return down('the projection service is stopped');
  if (heartbeat.ageSeconds > thresholds.heartbeatTimeoutSeconds) {
    return down(`no heartbeat from the projection service for ${Math.round(heartbeat.ageSeconds)} s`);
  }
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
  return { ...base, status: 'up' };
}
