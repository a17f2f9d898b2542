import type { EventStore } from '@gym/events/store/event-store';

/**
 * States folded from streams, with the version they were folded to: the next decision on a stream reads only the
 * events after that version (a member with years of renewals is folded once, not on every check-in). Events never
 * change once stored, so a cached state is never wrong, only behind, and reading the tail brings it up to date.
 * Bounded; the least recently used streams are forgotten first.
 */
export class StateCache<State> {
  private readonly entries = new Map<string, { version: number; state: State }>();

  constructor(private readonly limit = 50_000) {}

  get(streamId: string): { version: number; state: State } | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      // Refresh its place in the least-recently-used order.
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, version: number, state: State): void {
    const known = this.entries.get(streamId);
    if (known && known.version > version) return;
    this.entries.delete(streamId);
    this.entries.set(streamId, { version, state });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** One cache per event store and kind of state, so two stores (tests run several apps) never share entries. */
export function cacheFor<State>(
  caches: WeakMap<EventStore, StateCache<State>>,
  store: EventStore,
  limit?: number,
): StateCache<State> {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new StateCache<State>(limit)));
  return cache;
}
