import type { Pool } from 'pg';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { cacheFor } from '@gym/kernel/commands/state-cache';
import type { StateCache } from '@gym/kernel/commands/state-cache';
import { loadState } from '@gym/kernel/commands/stream-command';
import type { EventStore } from '@gym/events/store/event-store';
import { CLASS_RULES_STREAM, CLASSES_STREAM, TIMETABLE_STREAM, occurrenceStream } from './class-events.js';
import type { BookingRules } from './class-events.js';
import { classesDecider } from './class-decider.js';
import type { ClassInfo } from './class-decider.js';
import { occurrenceRefusals } from './class-refusals.js';
import { isoWeekday, parseOccurrenceId } from './class-time.js';
import type { OccurrenceFacts } from './occurrence-decider.js';
import { closureOn, rulesDecider, sessionOn, sessionRunsOn, timetableDecider } from './timetable-decider.js';
import type { TimetableState } from './timetable-decider.js';

/* What the class commands read before they decide: the timetable, the catalogue, the rules, an occurrence's facts. */

const timetableCaches = new WeakMap<EventStore, StateCache<TimetableState>>();
const classCaches = new WeakMap<EventStore, StateCache<ReadonlyMap<string, ClassInfo>>>();
const rulesCaches = new WeakMap<EventStore, StateCache<BookingRules>>();

type Source = Pick<CommandContext, 'store' | 'catalogue'>;

export const loadTimetable = (source: Source) =>
  loadState(source, TIMETABLE_STREAM, timetableDecider, cacheFor(timetableCaches, source.store));
export const loadClasses = (source: Source) =>
  loadState(source, CLASSES_STREAM, classesDecider, cacheFor(classCaches, source.store));
export const loadRules = (source: Source) =>
  loadState(source, CLASS_RULES_STREAM, rulesDecider, cacheFor(rulesCaches, source.store));

/** What the services give the class commands besides the command context. */
export interface ClassDeps {
  readonly pool: Pool;
  readonly timeZone: string;
  /** Where a notice's opt-out link points when Settings has no public address. */
  readonly fallbackUrl: string;
  /**
   * Settles once the classes' tables show the writes acknowledged before the request (a route that `readsTablesLate`);
   * absent when the request waited for them before its handler.
   */
  readonly tablesCaughtUp?: Promise<void> | undefined;
}

/** What the timetable says of an occurrence now; 404 when its session does not run that day. */
export async function occurrenceFacts(source: Source, occurrenceId: string, timeZone: string) {
  if (!parseOccurrenceId(occurrenceId)) throw occurrenceRefusals.missing('not_found');
  const [timetable, classes] = await Promise.all([loadTimetable(source), loadClasses(source)]);
  return factsOf(timetable.state, classes.state, occurrenceId, timeZone);
}

/**
 * An occurrence's facts from the timetable and catalogue already loaded (a caller judging several occurrences loads
 * them once); 404 when its session does not run that day.
 */
export function factsOf(
  timetable: TimetableState,
  classes: ReadonlyMap<string, ClassInfo>,
  occurrenceId: string,
  timeZone: string,
) {
  const named = parseOccurrenceId(occurrenceId);
  if (!named) throw occurrenceRefusals.missing('not_found');
  // The session as it was or will be that day (a change applies from a day on).
  const session = sessionOn(timetable, named.sessionId, named.day);
  if (!session || !sessionRunsOn(session, named.day, isoWeekday(named.day))) {
    throw occurrenceRefusals.missing('not_found');
  }
  const facts: OccurrenceFacts = {
    occurrenceId,
    day: named.day,
    classId: session.classId,
    className: classes.get(session.classId)?.name ?? '',
    startTime: session.startTime,
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    room: session.room,
    gender: session.gender,
    timeZone,
    closedReason: closureOn(timetable, named.day)?.reason ?? null,
  };
  return { facts, stream: occurrenceStream(named.sessionId, named.day), instructor: session.instructor };
}
