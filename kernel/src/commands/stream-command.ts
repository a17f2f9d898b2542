import type { RecordedEvent } from '@gym/events/store/envelope';
import type { AnyDomainEvent, EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { Decider } from './decider.js';
import type { CommandContext, CommandHandler } from './execute-command.js';
import type { StateCache } from './state-cache.js';

/**
 * Loads a stream and folds it with a decider: the state a decision is taken on, and the version it was read at. With
 * a cache, only the events after the cached version are read and folded onto the cached state.
 */
export async function loadState<State, Event extends AnyDomainEvent>(
  source: Pick<CommandContext, 'store' | 'catalogue'>,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  cache?: StateCache<State>,
): Promise<{ state: State; version: number }> {
  const cached = cache?.get(streamId);
  // Through `readStreams`: the loads a decision starts side by side go to the database as one query, not one each.
  const [read] = await source.store.readStreams([{ streamId, ...(cached ? { fromVersion: cached.version } : {}) }]);
  return foldRead(source.catalogue, streamId, decider, read!, cached, cache);
}

/** Folds what a stream read returned onto the cached state it continues (if any), and caches the result. */
export function foldRead<State, Event extends AnyDomainEvent>(
  catalogue: EventCatalogue,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  read: { readonly version: number; readonly events: readonly RecordedEvent[] },
  cached?: { version: number; state: State },
  cache?: StateCache<State>,
): { state: State; version: number } {
  const state = read.events
    .map((e) => catalogue.parseEvent(e) as Event)
    .reduce((folded, event) => decider.evolve(folded, event), cached?.state ?? decider.initialState());
  cache?.set(streamId, read.version, state);
  return { state, version: read.version };
}

/**
 * The common command: one stream, one decider. Appends what the decider decided, expecting the stream at the
 * version the decision was taken on.
 */
export function streamCommand<State, Command, Event extends AnyDomainEvent, Answer>(options: {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  answer: (decided: readonly Event[], before: State) => Answer;
  replay: (stored: readonly RecordedEvent[]) => Answer;
}): CommandHandler<Answer> {
  return {
    async plan(context) {
      const { state, version } = await loadState(context, options.streamId, options.decider);
      const events = options.decider.decide(options.command, state);
      return {
        appends: [{ streamId: options.streamId, expectedVersion: version, events }],
        answer: options.answer(events, state),
      };
    },
    replay: options.replay,
  };
}
