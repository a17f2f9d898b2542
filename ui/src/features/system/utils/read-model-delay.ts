import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';

/** Why the figures on screen may be old: a message of the system catalogue and its values. */
export interface ReadModelDelay {
  readonly id: 'system.notice.down' | 'system.notice.starting' | 'system.notice.lagging';
  readonly values?: { readonly seconds: number };
}

/** Why the figures on screen may be old, for the desk; null while projections are up to date. */
export function readModelDelay(health: HealthAnswer | undefined): ReadModelDelay | null {
  const projections = health?.parts.projections;
  if (!projections || projections.status === 'up') return null;
  if (projections.status === 'down') return { id: 'system.notice.down' };
  if (projections.status === 'starting') return { id: 'system.notice.starting' };
  const behind = Math.max(0, ...projections.projectors.map((p) => p.lagSeconds));
  return { id: 'system.notice.lagging', values: { seconds: Math.round(behind) } };
}
