import { memberStream } from '@gym/events/members/member-events';
import type { EventStore } from '@gym/events/store/event-store';
import { cacheFor } from '../commands/state-cache.js';
import type { StateCache } from '../commands/state-cache.js';
import { loadState } from '../commands/stream-command.js';
import { memberDecider } from './member-decider.js';
import type { MemberState } from './member-decider.js';

const caches = new WeakMap<EventStore, StateCache<MemberState>>();

/** The cache of folded member states of a store (for callers that read several streams in one call). */
export const memberCache = (store: EventStore) => cacheFor(caches, store);

/** A member's state for a decision (check-in, sale, freeze…), folded incrementally from a per-store cache. */
export function loadMember(store: EventStore, memberId: string): Promise<{ state: MemberState; version: number }> {
  return loadState(store, memberStream(memberId), memberDecider, memberCache(store));
}
