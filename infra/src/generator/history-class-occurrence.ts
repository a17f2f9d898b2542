import { DomainError } from '@gym/kernel/commands/domain-error';
import type { OccurrenceEvent } from '@gym/modules/membership/classes/class-events';
import type {
  MemberFacts,
  OccurrenceCommand,
  OccurrenceFacts,
  OccurrenceState,
} from '@gym/modules/membership/classes/occurrence-decider';
import { closureOn } from '@gym/modules/membership/classes/timetable-decider';
import type { SessionData, TimetableState } from '@gym/modules/membership/classes/timetable-decider';
import { CLASSES } from './class-timetable-design.js';
import type { ClassKey } from './class-timetable-design.js';
import type { DecidedStream } from './decided-stream.js';
import { GYM_TIME_ZONE, dateOf } from './gym-calendar.js';
import type { Member, Part } from './history-model.js';

/*
 * A weekly session of the sample gym's timetable and its occurrences as the generator keeps them, with the facts the
 * app's occurrence decider is given about them.
 */

export interface Session {
  readonly id: string;
  readonly key: ClassKey;
  readonly classId: string;
  readonly data: SessionData;
  readonly popularity: number;
  /** Members who come to it most weeks, with how likely they book a given week. */
  readonly fans: { member: Member; keen: number }[];
}

export interface Occurrence {
  readonly id: string;
  readonly session: Session;
  readonly day: number;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly stream: DecidedStream<OccurrenceState, OccurrenceCommand, OccurrenceEvent>;
  /** The no-show sweep is planned for it. */
  swept: boolean;
}

/** A class a member booked and means to come to on a day. */
export interface ClassLesson {
  readonly occurrence: Occurrence;
  /** When the member reaches the desk, a few minutes before the start. */
  readonly arrival: number;
}

/** What the timetable says of the occurrence now (the closure of its day, if any). */
export function occurrenceFacts(occurrence: Occurrence, timetable: TimetableState): OccurrenceFacts {
  const s = occurrence.session.data;
  const day = dateOf(occurrence.day);
  return {
    occurrenceId: occurrence.id,
    day,
    classId: s.classId,
    className: CLASSES[occurrence.session.key].name,
    startTime: s.startTime,
    durationMinutes: s.durationMinutes,
    capacity: s.capacity,
    room: s.room,
    gender: s.gender,
    timeZone: GYM_TIME_ZONE,
    closedReason: closureOn(timetable, day)?.reason ?? null,
  };
}

/** The decision on the occurrence's stream as it stands, or nothing when the app would refuse it. */
export function decidedOn(occurrence: Occurrence, command: OccurrenceCommand): Part[] {
  try {
    return [occurrence.stream.decide(command)];
  } catch (error) {
    if (error instanceof DomainError) return [];
    throw error;
  }
}

/** A booked member the app's tables knew when the class was booked (the decider's facts). */
export function bookedMemberFacts(member: Member): MemberFacts {
  return {
    verdict: { ok: true },
    gender: member.gender,
    allowedClasses: [],
    otherBookings: [],
    creditsLeft: null,
  };
}
