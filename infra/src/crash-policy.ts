/** When the launcher restarts a service that died, and when it stops trying. */
export interface CrashPolicy {
  /** This many crashes within `windowMs` and the launcher gives up. */
  readonly maxCrashes: number;
  readonly windowMs: number;
  /** Delay before the first restart; each further crash within the window doubles it, up to `maxDelayMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

/** Five crashes within a minute is a service that cannot run here; fewer are restarted within a few seconds. */
export const DEFAULT_CRASH_POLICY: CrashPolicy = {
  maxCrashes: 5,
  windowMs: 60_000,
  firstDelayMs: 250,
  maxDelayMs: 8_000,
};

export type CrashDecision =
  | { readonly action: 'restart'; readonly delayMs: number; readonly recentCrashes: number }
  | { readonly action: 'give-up'; readonly recentCrashes: number };

/**
 * What to do after a crash at `now`, given the times of earlier crashes. Only crashes within the window count, so a
 * service that crashes once a day is restarted quickly every time, and one that crash-loops is given up on within a
 * minute with its log on screen instead of restarting for ever.
 */
export function afterCrash(earlier: readonly number[], now: number, policy: CrashPolicy = DEFAULT_CRASH_POLICY) {
  const recentCrashes = earlier.filter((at) => now - at < policy.windowMs).length + 1;
  if (recentCrashes >= policy.maxCrashes) return { action: 'give-up', recentCrashes } as const satisfies CrashDecision;
  const delayMs = Math.min(policy.firstDelayMs * 2 ** (recentCrashes - 1), policy.maxDelayMs);
  return { action: 'restart', delayMs, recentCrashes } as const satisfies CrashDecision;
}
