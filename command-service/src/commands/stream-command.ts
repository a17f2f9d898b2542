import type { RecordedEvent } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import { parseEvent } from '@gym/events/catalogue/event-catalogue';
import type { DomainEvent } from '@gym/events/catalogue/event-catalogue';
import type { Decider } from './decider.js';
import { fold } from './decider.js';
import type { CommandHandler } from './execute-command.js';

/** Loads a stream and folds it with a decider: the state a decision is taken on, and the version it was read at. */
export async function loadState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
): Promise<{ state: State; version: number }> {
  const { version, events } = await store.readStream(streamId);
  return {
    state: fold(
      decider,
      events.map((e) => parseEvent(e) as Event),
    ),
    version,
  };
}

/**
 * The common command: one stream, one decider. Appends what the decider decided, expecting the stream at the
 * version the decision was taken on.
 */
export function streamCommand<State, Command, Event extends DomainEvent, Answer>(options: {
  store: EventStore;
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  answer: (decided: readonly Event[], before: State) => Answer;
  replay: (stored: readonly RecordedEvent[]) => Answer;
}): CommandHandler<Answer> {
  return {
    async plan() {
      const { state, version } = await loadState(options.store, options.streamId, options.decider);
      const events = options.decider.decide(options.command, state);
      return {
        appends: [{ streamId: options.streamId, expectedVersion: version, events }],
        answer: options.answer(events, state),
      };
    },
    replay: options.replay,
  };
}
