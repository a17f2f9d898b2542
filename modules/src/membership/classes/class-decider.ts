import type { ClassEvent } from './class-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { classRefusals } from './class-refusals.js';

export interface ClassInfo {
  readonly name: string;
  readonly colour: string;
  readonly description: string;
  readonly defaultCapacity: number;
}

export type ClassCommand =
  | ({ type: 'AddClass'; classId: string } & ClassInfo)
  | ({ type: 'ChangeClass'; classId: string } & ClassInfo)
  /** `sessionsUsing`: the weekly sessions still on the timetable with this class (a class in use stays). */
  | { type: 'RemoveClass'; classId: string; sessionsUsing: number };

/** The gym's classes (the timetable's catalogue); one small stream, names unique regardless of case. */
export const classesDecider: Decider<ReadonlyMap<string, ClassInfo>, ClassCommand, ClassEvent> = {
  initialState: () => new Map(),
  evolve(state, event) {
    const next = new Map(state);
    if (event.type === 'ClassRemoved') next.delete(event.data.classId);
    else {
      const { classId, ...info } = event.data;
      next.set(classId, info);
    }
    return next;
  },
  decide(command, state) {
    if (command.type === 'RemoveClass') {
      if (!state.has(command.classId)) throw classRefusals.missing('not_found');
      if (command.sessionsUsing > 0) throw classRefusals.refuse('in_use');
      return [{ type: 'ClassRemoved', data: { classId: command.classId } }];
    }
    const { type, ...data } = command;
    if (type === 'ChangeClass' && !state.has(command.classId)) throw classRefusals.missing('not_found');
    const taken = [...state].some(
      ([id, info]) => id !== command.classId && info.name.toLowerCase() === command.name.toLowerCase(),
    );
    if (taken) throw classRefusals.refuse('name_taken', { name: command.name });
    if (type === 'ChangeClass') {
      const before = state.get(command.classId)!;
      const same = (Object.keys(before) as (keyof ClassInfo)[]).every((key) => before[key] === command[key]);
      if (same) return [];
      return [{ type: 'ClassChanged', data }];
    }
    return [{ type: 'ClassAdded', data }];
  },
};
