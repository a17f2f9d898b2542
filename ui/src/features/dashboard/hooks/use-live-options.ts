import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConnectionState } from '../../../lib/socket';
import { DASHBOARD_FORCED_REFRESH_MS, pollInterval } from '../utils/live';

export interface LiveOptions {
  readonly staleTime: number;
  readonly refetchInterval: number | false;
}

/**
 * Query options of every dashboard query (spec section 4, DESIGN section 1): never fresh (staleTime 0), and polled
 * every 3 s while the realtime socket is not connected; while it is, the `changed` pushes refetch instead.
 */
export function useLiveOptions(): LiveOptions {
  const state = useConnectionState();
  return { staleTime: 0, refetchInterval: pollInterval(state) };
}

/** The forced refresh: every 30 s the dashboard's queries are invalidated, whatever the socket does. */
export function useForcedRefresh(keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const serialized = JSON.stringify(keys);
  useEffect(() => {
    const prefixes = JSON.parse(serialized) as QueryKey[];
    const timer = setInterval(() => {
      for (const queryKey of prefixes) void queryClient.invalidateQueries({ queryKey });
    }, DASHBOARD_FORCED_REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient, serialized]);
}
