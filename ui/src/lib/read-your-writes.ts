import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { liveQueriesOnly } from './as-of';

/**
 * Read-your-writes (DESIGN section 1). After a command answers with its position, the queries it affects are
 * invalidated and their next fetch carries `X-Min-Position`, so the server answers only once the read model has
 * caught up and a list never shows the state from before the save.
 */
const positions = new Map<string, { prefix: QueryKey; position: number }>();

function startsWith(queryKey: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(queryKey[index]));
}

/** The highest position a fetch of this key must wait for, if any. */
export function minPositionFor(queryKey: QueryKey | undefined): number | undefined {
  if (!queryKey) return undefined;
  let highest: number | undefined;
  for (const { prefix, position } of positions.values()) {
    if (startsWith(queryKey, prefix) && (highest === undefined || position > highest)) highest = position;
  }
  return highest;
}

/**
 * A GET that waited for `position` was answered fresh: the server waits until every projector has passed it, so no
 * query needs to wait for it (or anything before it) again. Forgetting it also keeps a tab that outlived a database
 * reset (positions start again from 1) from waiting on every fetch.
 */
export function positionReached(position: number): void {
  for (const [id, entry] of positions) if (entry.position <= position) positions.delete(id);
}

/** How long after a stale answer its query is fetched again, which waits for the read model once more. */
export const STALE_REFETCH_MS = 500;

const staleFollowers = new Set<(queryKey: QueryKey) => void>();

/**
 * A GET that carried a position was answered before the read model reached it (the server waits at most 2 s, then
 * answers marked stale). Its position is still remembered (see `positionReached`), so fetching the query again waits
 * again: the screen converges on the command's result even when no push names the query's topic, or the push came
 * while the stale answer was on its way.
 */
export function answeredStale(queryKey: QueryKey): void {
  for (const follow of staleFollowers) follow(queryKey);
}

/** Refetches each query answered stale after `STALE_REFETCH_MS`; returns the function that stops following. */
export function followStaleAnswers(queryClient: QueryClient, delayMs = STALE_REFETCH_MS): () => void {
  const follow = (queryKey: QueryKey) => {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey, exact: true, predicate: liveQueriesOnly });
    }, delayMs);
  };
  staleFollowers.add(follow);
  return () => staleFollowers.delete(follow);
}

/**
 * Remembers the position for these key prefixes, then invalidates them (active ones refetch at once). Reads of a past
 * instant (lib/as-of) are left alone: nothing written now changes what was true then.
 */
export async function refreshAfter(
  queryClient: QueryClient,
  prefixes: readonly QueryKey[],
  position: number,
): Promise<void> {
  for (const prefix of prefixes) {
    const id = JSON.stringify(prefix);
    const known = positions.get(id);
    if (!known || known.position < position) positions.set(id, { prefix, position });
  }
  await Promise.all(
    prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey, predicate: liveQueriesOnly })),
  );
}
