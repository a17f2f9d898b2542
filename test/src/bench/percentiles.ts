/** p50 and p95 (and the mean) of durations in milliseconds. */
export function percentiles(samples: readonly number[]): { p50: number; p95: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return { p50: at(0.5), p95: at(0.95), mean };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
