import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AS_OF_QUERY_OPTIONS, liveQueriesOnly } from '../lib/as-of';
import { useConnectionState } from '../lib/socket';
import { DASHBOARD_FORCED_REFRESH_MS, pollInterval } from '../lib/live';

export interface LiveOptions {
  readonly staleTime: number;
  readonly refetchInterval: number | false;
}

/**
 * Query options of every live panel (the dashboard, a class's roster, Today's classes; spec section 4, DESIGN section 1): never fresh (staleTime 0), and polled
 * every 3 s while the realtime socket is not connected; while it is, the `changed` pushes refetch instead. Viewing
 * as of a past instant (`asOf`), nothing is polled: that answer never changes.
 */
export function useLiveOptions(asOf?: string): LiveOptions {
  const state = useConnectionState();
  return asOf ? AS_OF_QUERY_OPTIONS : { staleTime: 0, refetchInterval: pollInterval(state) };
}

/** The forced refresh: every 30 s a live panel's queries are invalidated, whatever the socket does. */
export function useForcedRefresh(keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const serialized = JSON.stringify(keys);
  useEffect(() => {
    const prefixes = JSON.parse(serialized) as QueryKey[];
    const timer = setInterval(() => {
      for (const queryKey of prefixes) void queryClient.invalidateQueries({ queryKey, predicate: liveQueriesOnly });
    }, DASHBOARD_FORCED_REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient, serialized]);
}
