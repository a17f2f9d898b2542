import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { liveQueriesOnly } from '../../lib/as-of';
import { refreshAfter } from '../../lib/read-your-writes';
import { queryKeysForTopics } from './realtime-topics';
import { connectSocket } from '../../lib/socket';

const changedPayload = z.object({ topics: z.array(z.string()), position: z.number() });

let pushesHandled = 0;

/**
 * Counts the `changed` pushes this page has finished with (their refetches done or nothing to refetch) on the root
 * element as `data-pushes-handled`. Observable from outside the app: a browser test proving that a push makes a page
 * of the past read nothing waits for this instead of for a fixed time that a busy machine may overrun.
 */
function pushHandled(): void {
  pushesHandled++;
  document.documentElement.dataset.pushesHandled = String(pushesHandled);
}

/**
 * Keeps the open screen current while signed in: a `changed` push refetches the queries of its topics (waiting for
 * the pushed position), and after a reconnect every active query is refetched, since pushes were missed meanwhile.
 * Reads of a past instant (`?asOf=`, lib/as-of) are never refetched: a push cannot change the past.
 */
export function useRealtime(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return connectSocket({
      onChanged(notice) {
        // Typed by the realtime contract, but what arrives over the wire is checked all the same.
        const parsed = changedPayload.safeParse(notice);
        if (!parsed.success) return pushHandled();
        const keys = queryKeysForTopics(parsed.data.topics);
        if (keys.length === 0) return pushHandled();
        // Resolves once the invalidated queries' refetches have settled.
        void refreshAfter(queryClient, keys, parsed.data.position).finally(pushHandled);
      },
      onReconnected() {
        void queryClient.invalidateQueries({ refetchType: 'active', predicate: liveQueriesOnly });
      },
      onClosedByServer() {
        // A 401 here sends the user to the login screen; a live session just refreshes the user's record.
        void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
      },
    });
  }, [enabled, queryClient]);
}
