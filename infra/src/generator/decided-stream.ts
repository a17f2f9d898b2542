import type { Decider } from '@gym/kernel/commands/decider';
import type { NewEvent } from '@gym/events/store/envelope';
import type { Part, VersionRef } from './history-model.js';

/**
 * A stream of the back office whose events the app's own decider decides: the generator keeps the folded state (as
 * the app would load it) and asks the decider, so what it appends is exactly what the command would append, and a
 * generator bug surfaces as the refusal a person would have got.
 */
export class DecidedStream<State, Command, Event extends NewEvent> {
  readonly ref: VersionRef = { version: 0 };
  private current: State;

  constructor(
    readonly streamId: string,
    private readonly decider: Decider<State, Command, Event>,
  ) {
    this.current = decider.initialState();
  }

  get state(): State {
    return this.current;
  }

  /** The decision on the state as it stands, folded in at once: the part to append (possibly without events). */
  decide(command: Command): Part {
    const events = this.decider.decide(command, this.current);
    this.apply(events);
    return { streamId: this.streamId, ref: this.ref, events };
  }

  /** Folds events decided elsewhere (by a command spanning streams) into the state. */
  apply(events: readonly Event[]): void {
    for (const event of events) this.current = this.decider.evolve(this.current, event);
  }
}
