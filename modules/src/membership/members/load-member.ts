import { memberStream } from './member-events.js';
import type { EventStore } from '@gym/events/store/event-store';
import { cacheFor } from '@gym/kernel/commands/state-cache';
import type { StateCache } from '@gym/kernel/commands/state-cache';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { memberDecider } from './member-decider.js';
import type { MemberState } from './member-decider.js';

const caches = new WeakMap<EventStore, StateCache<MemberState>>();

/** The cache of folded member states of a store (for callers that read several streams in one call). */
export const memberCache = (store: EventStore) => cacheFor(caches, store);

/** A member's state for a decision (check-in, sale, freeze…), folded incrementally from a per-store cache. */
export function loadMember(
  source: Pick<CommandContext, 'store' | 'catalogue'>,
  memberId: string,
): Promise<{ state: MemberState; version: number }> {
  return loadState(source, memberStream(memberId), memberDecider, memberCache(source.store));
}
