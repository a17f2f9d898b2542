import type { ParkedEvent } from '@gym/kernel/projection/parked-events';
import type { Decider } from '@gym/kernel/commands/decider';
import type { ReadModelEvent } from './read-model-events.js';
import { readModelRefusals } from './read-model-refusals.js';

export type ReadModelCommand = {
  readonly type: 'ResolveParkedEvent';
  readonly projector: string;
  readonly eventId: string;
  /** The parked event as the projection service recorded it, or null when it parked no such event. */
  readonly parked: ParkedEvent | null;
  readonly note: string;
};

/** A parked event's stream: whether it was already marked corrected. */
export interface ParkedEventState {
  readonly resolved: boolean;
}

/**
 * Marking a parked event corrected (issue 43). The rules: only an event a projector parked; once (a second mark
 * would hide who did the first); with a note that says what was done, since the audit trail is the only place that
 * explains why the read model and the log differ on that event.
 */
export const readModelDecider: Decider<ParkedEventState, ReadModelCommand, ReadModelEvent> = {
  initialState: () => ({ resolved: false }),
  evolve: () => ({ resolved: true }),
  decide(command, state) {
    if (!command.parked)
      throw readModelRefusals.missing('not_parked', { projector: command.projector, eventId: command.eventId });
    if (state.resolved) throw readModelRefusals.refuse('already_corrected');
    if (command.note.trim() === '') throw readModelRefusals.invalid('note');
    const { projector, eventId, position, type, streamId } = command.parked;
    return [
      { type: 'ParkedEventResolved', data: { projector, eventId, position, type, streamId, note: command.note } },
    ];
  },
};
