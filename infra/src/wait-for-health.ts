import { DEFAULT_HEALTH_THRESHOLDS } from '@gym/command-service/health/health-rules';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';

/** The app is ready; `stopped` names the projectors and reactors stopped on an event, if any (see `stoppedConsumers`). */
export interface Readiness {
  readonly stopped: string | null;
}

/**
 * Polls a health URL until it answers 200, or answers degraded only because consumers of the log are stopped on an
 * event (`stoppedConsumers`); throws when the time is up, or when `signal` aborts (the launcher is stopping).
 */
export async function waitForHealth(url: string, timeoutMs: number, signal?: AbortSignal): Promise<Readiness> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url);
      const text = await response.text();
      if (response.ok) return { stopped: null };
      const stopped = response.status === 503 ? stoppedConsumers(JSON.parse(text) as HealthAnswer) : null;
      if (stopped) return { stopped };
      last = `${response.status} ${text}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms (last: ${last})`);
}

/**
 * The names of the projectors and reactors stopped on an event when they are all that keeps health from ok: the store
 * and the socket gateway up, the projection service beating, nothing else down, starting or lagging. The desk can work
 * then (check-ins, sales, every other read table), and no restart fixes a stop on an event: giving up would take the
 * whole desk down over one list or one reaction. Null otherwise.
 */
export function stoppedConsumers(answer: HealthAnswer): string | null {
  const { eventStore, projections, reactors, socketGateway } = answer.parts;
  if (answer.status !== 'degraded' || eventStore.status !== 'up' || socketGateway.status !== 'up') return null;
  const beating =
    projections.heartbeatAgeSeconds !== null &&
    projections.heartbeatAgeSeconds <= DEFAULT_HEALTH_THRESHOLDS.heartbeatTimeoutSeconds;
  if (!beating) return null;
  const failedProjectors = projections.projectors.filter((p) => p.status === 'failed').map((p) => p.name);
  const failedReactors = reactors.reactors.filter((r) => r.status === 'failed').map((r) => r.name);
  // A part not up must be down for its stopped consumers alone (its other faults are checked first by health).
  if (projections.status !== 'up' && (projections.status !== 'down' || failedProjectors.length === 0)) return null;
  if (reactors.status !== 'up' && (reactors.status !== 'down' || failedReactors.length === 0)) return null;
  const names = [...failedProjectors, ...failedReactors];
  return names.length > 0 ? names.join(', ') : null;
}
