/**
 * A decider in the style of Emmett: the pure core of an aggregate. `decide` refuses a command by throwing a
 * `DomainError`; it never reads anything but its arguments.
 */
export interface Decider<State, Command, Event> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
}

export function fold<State, Event>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
