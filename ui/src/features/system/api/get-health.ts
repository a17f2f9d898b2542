import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthAnswer } from '@gym/kernel/contracts/health-contracts';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';

/** How often the shell asks while all is well, and while a part is behind or down (to notice the recovery soon). */
export const HEALTH_POLL_MS = 10_000;
export const HEALTH_POLL_DEGRADED_MS = 3_000;

/**
 * `GET /api/health`. A 503 is an answer here, not a failure: it carries which part is down or behind.
 */
export async function getHealth({ signal }: { signal?: AbortSignal } = {}): Promise<HealthAnswer> {
  const response = await fetch('/api/health', {
    signal: signal ?? null,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (response.status !== 200 && response.status !== 503) throw new Error(`health: ${response.status}`);
  return healthAnswer.parse(await response.json());
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth({ signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'ok' ? HEALTH_POLL_MS : HEALTH_POLL_DEGRADED_MS),
    retry: false,
    throwOnError: false,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
