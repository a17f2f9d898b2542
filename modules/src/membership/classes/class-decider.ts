import type { ClassEvent } from './class-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { missing, refuse } from '@gym/kernel/commands/domain-error';

export type ClassCommand =
  { type: 'AddClass'; classId: string; name: string } | { type: 'RemoveClass'; classId: string };

/** The gym's classes (for check-ins to a class); one small stream, names unique regardless of case. */
export const classesDecider: Decider<ReadonlyMap<string, string>, ClassCommand, ClassEvent> = {
  initialState: () => new Map(),
  evolve(state, event) {
    const next = new Map(state);
    if (event.type === 'ClassAdded') next.set(event.data.classId, event.data.name);
    else next.delete(event.data.classId);
    return next;
  },
  decide(command, state) {
    if (command.type === 'AddClass') {
      if ([...state.values()].some((name) => name.toLowerCase() === command.name.toLowerCase())) {
        throw refuse(`A class named "${command.name}" already exists.`);
      }
      return [{ type: 'ClassAdded', data: { classId: command.classId, name: command.name } }];
    }
    if (!state.has(command.classId)) throw missing('Class not found');
    return [{ type: 'ClassRemoved', data: { classId: command.classId } }];
  },
};
