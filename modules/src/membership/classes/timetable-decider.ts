import { addDays } from '@gym/events/calendar/local-date';
import type { Decider } from '@gym/kernel/commands/decider';
import { DEFAULT_BOOKING_RULES } from './class-events.js';
import type { BookingRules, RulesEvent, TimetableEvent } from './class-events.js';
import { classRefusals, sessionRefusals } from './class-refusals.js';

export type SessionData = Extract<TimetableEvent, { type: 'ClassSessionScheduled' }>['data'];
export type Closure = Extract<TimetableEvent, { type: 'ClassClosureAdded' }>['data'];

/** One version of a weekly session: its values from a day on (until the next version's day). */
export interface SessionVersion {
  readonly effectiveFrom: string;
  readonly session: SessionData;
}

export interface TimetableState {
  /** Each session as it stands now (its latest version, with the series' validity). */
  readonly sessions: ReadonlyMap<string, SessionData>;
  /** Each session's versions, oldest first (issue 47: a change applies from a day; earlier days keep theirs). */
  readonly versions: ReadonlyMap<string, readonly SessionVersion[]>;
  readonly closures: ReadonlyMap<string, Closure>;
}

export type TimetableCommand =
  | { type: 'ScheduleSession'; session: SessionData; classExists: boolean }
  | {
      type: 'ChangeSession';
      session: SessionData;
      classExists: boolean;
      /** The first day the change applies to (asked for, or today). */
      effectiveFrom: string;
      today: string;
      /** Whether the occurrence of `today` (as the session stands that day) has started. */
      startedToday: boolean;
    }
  | { type: 'EndSession'; sessionId: string; validUntil: string }
  | { type: 'AddClosure'; closure: Closure }
  | { type: 'RemoveClosure'; closureId: string };

/** A session runs on a day: its weekday, within its validity. */
export function sessionRunsOn(session: SessionData, day: string, weekday: number): boolean {
  return (
    session.weekday === weekday &&
    session.validFrom <= day &&
    (session.validUntil === null || day <= session.validUntil)
  );
}

/**
 * The session as it was (or will be) on a day: the last version applying from that day or before, with the
 * series' validity as it stands now (an ended series ends every version).
 */
export function sessionOn(state: TimetableState, sessionId: string, day: string): SessionData | undefined {
  const now = state.sessions.get(sessionId);
  if (!now) return undefined;
  const versions = state.versions.get(sessionId) ?? [];
  const version = versions.findLast((v) => v.effectiveFrom <= day) ?? versions[0];
  return version ? { ...version.session, validFrom: now.validFrom, validUntil: now.validUntil } : now;
}

/** The closure a day falls in, if any. */
export function closureOn(state: TimetableState, day: string): Closure | null {
  for (const closure of state.closures.values()) if (closure.from <= day && day <= closure.to) return closure;
  return null;
}

/** The weekly sessions and the closures: one stream, small (a few hundred sessions). */
export const timetableDecider: Decider<TimetableState, TimetableCommand, TimetableEvent> = {
  initialState: () => ({ sessions: new Map(), versions: new Map(), closures: new Map() }),
  evolve(state, event) {
    switch (event.type) {
      case 'ClassSessionScheduled': {
        const session = event.data;
        return {
          ...state,
          sessions: new Map(state.sessions).set(session.sessionId, session),
          versions: new Map(state.versions).set(session.sessionId, [{ effectiveFrom: session.validFrom, session }]),
        };
      }
      case 'ClassSessionChanged': {
        const { effectiveFrom, ...session } = event.data;
        // A version from a day replaces those from that day or later (a change planned further ahead included).
        const kept = (state.versions.get(session.sessionId) ?? []).filter((v) => v.effectiveFrom < effectiveFrom);
        return {
          ...state,
          sessions: new Map(state.sessions).set(session.sessionId, session),
          versions: new Map(state.versions).set(session.sessionId, [...kept, { effectiveFrom, session }]),
        };
      }
      case 'ClassSessionEnded': {
        const session = state.sessions.get(event.data.sessionId);
        if (!session) return state;
        return {
          ...state,
          sessions: new Map(state.sessions).set(session.sessionId, { ...session, validUntil: event.data.validUntil }),
        };
      }
      case 'ClassClosureAdded':
        return { ...state, closures: new Map(state.closures).set(event.data.closureId, event.data) };
      case 'ClassClosureRemoved': {
        const closures = new Map(state.closures);
        closures.delete(event.data.closureId);
        return { ...state, closures };
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ScheduleSession':
      case 'ChangeSession': {
        if (!command.classExists) throw classRefusals.missing('not_found');
        const before = state.sessions.get(command.session.sessionId);
        if (command.type === 'ScheduleSession') {
          return before ? [] : [{ type: 'ClassSessionScheduled', data: command.session }];
        }
        if (!before) throw sessionRefusals.missing('not_found');
        if (command.effectiveFrom < command.today) throw sessionRefusals.invalid('effective_past');
        // An occurrence that has started keeps what it was: a change asked from today then applies from tomorrow.
        const effectiveFrom =
          command.effectiveFrom === command.today && command.startedToday
            ? addDays(command.today, 1)
            : command.effectiveFrom;
        const was = sessionOn(state, command.session.sessionId, effectiveFrom);
        const latest = (state.versions.get(command.session.sessionId) ?? []).at(-1);
        const same = (a: SessionData | undefined) => JSON.stringify(a) === JSON.stringify({ ...a, ...command.session });
        // Nothing to record when the session is already so from that day on (and no later version differs).
        if (same(was) && same(before) && (latest === undefined || latest.effectiveFrom <= effectiveFrom)) return [];
        return [{ type: 'ClassSessionChanged', data: { ...command.session, effectiveFrom } }];
      }
      case 'EndSession': {
        const session = state.sessions.get(command.sessionId);
        if (!session) throw sessionRefusals.missing('not_found');
        if (session.validUntil !== null && session.validUntil <= command.validUntil) return [];
        return [{ type: 'ClassSessionEnded', data: { sessionId: command.sessionId, validUntil: command.validUntil } }];
      }
      case 'AddClosure':
        if (command.closure.to < command.closure.from) throw sessionRefusals.invalid('closure_order');
        return state.closures.has(command.closure.closureId)
          ? []
          : [{ type: 'ClassClosureAdded', data: command.closure }];
      case 'RemoveClosure':
        if (!state.closures.has(command.closureId)) throw sessionRefusals.missing('closure_not_found');
        return [{ type: 'ClassClosureRemoved', data: { closureId: command.closureId } }];
    }
  },
};

/** The booking rules of Settings (defaults until set). */
export const rulesDecider: Decider<BookingRules, { type: 'SetRules'; rules: BookingRules }, RulesEvent> = {
  initialState: () => DEFAULT_BOOKING_RULES,
  evolve: (_state, event) => event.data,
  decide(command, state) {
    const same = (Object.keys(state) as (keyof BookingRules)[]).every((key) => state[key] === command.rules[key]);
    return same ? [] : [{ type: 'ClassBookingRulesSet', data: command.rules }];
  },
};
