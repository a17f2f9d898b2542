import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';

/** Why the figures on screen may be old, in words for the desk; null while projections are up to date. */
export function readModelDelay(health: HealthAnswer | undefined): string | null {
  const projections = health?.parts.projections;
  if (!projections || projections.status === 'up') return null;
  if (projections.status === 'down') {
    return 'The service that updates lists and figures is not running. What you save is kept and will appear once it is back.';
  }
  if (projections.status === 'starting') return 'Lists and figures are being rebuilt and will be complete shortly.';
  const behind = Math.max(0, ...projections.projectors.map((p) => p.lagSeconds));
  return `Lists and figures are about ${Math.round(behind)} seconds behind what was just saved.`;
}
