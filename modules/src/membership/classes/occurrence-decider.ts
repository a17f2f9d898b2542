import { localDayAndTime } from '@gym/events/calendar/local-date';
import type { Decider } from '@gym/kernel/commands/decider';
import { verdictRefusal } from '../members/public.js';
import type { Verdict } from '../members/public.js';
import type { BookingRules, Instructor, OccurrenceEvent, SessionGender } from './class-events.js';
import { bookingRefusals, occurrenceRefusals } from './class-refusals.js';
import { occurrenceTimes } from './class-time.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type RosterStatus = 'booked' | 'waitlisted' | 'cancelled' | 'lateCancelled' | 'checkedIn' | 'noShow';

/** One occurrence as its stream tells it: one-off changes, each member's place, the waitlist in order. */
export interface OccurrenceState {
  /** Cancelled, with the reason; `seriesEnded` when its weekly series ended before the day. */
  readonly cancelled: { readonly reason: string; readonly seriesEnded: boolean } | null;
  readonly moved: { readonly startTime: string; readonly room: string } | null;
  readonly instructor: Instructor | null;
  readonly capacity: number | null;
  readonly members: ReadonlyMap<string, { readonly status: RosterStatus; readonly booked: boolean }>;
  readonly waitlist: readonly string[];
}

/** What the timetable says of the occurrence when the decision is taken (its session, class, closure, the zone). */
export interface OccurrenceFacts {
  readonly occurrenceId: string;
  readonly day: string;
  readonly classId: string;
  readonly className: string;
  readonly startTime: string;
  readonly durationMinutes: number;
  readonly capacity: number;
  readonly room: string;
  readonly gender: SessionGender;
  readonly timeZone: string;
  /** The reason of the closure the day falls in, or null. */
  readonly closedReason: string | null;
}

/** What the member's records say for a booking. */
export interface MemberFacts {
  /** The membership's verdict for the occurrence's day. */
  readonly verdict: Verdict;
  readonly gender: 'male' | 'female' | null;
  /** The classes the plan includes (empty: all). */
  readonly allowedClasses: readonly string[];
  /** The member's bookings in other occurrences (as their times stand). */
  readonly otherBookings: readonly {
    readonly occurrenceId: string;
    readonly className: string;
    readonly startsAt: string;
    readonly endsAt: string;
  }[];
  /** Class credits left of a pack, null when the membership is not a pack. */
  readonly creditsLeft: number | null;
}

interface Timed {
  readonly now: Date;
  readonly facts: OccurrenceFacts;
}

export type OccurrenceCommand =
  | ({
      type: 'Book';
      bookingId: string;
      memberId: string;
      member: MemberFacts;
      rules: BookingRules;
    } & Timed)
  | ({ type: 'CancelBooking'; memberId: string; rules: BookingRules } & Timed)
  | ({ type: 'CancelOccurrence'; reason: string } & Timed)
  /** Its weekly series ended before this day: the occurrence is cancelled and every place in it released. */
  | ({ type: 'EndOccurrence'; reason: string } & Timed)
  | ({ type: 'MoveOccurrence'; startTime: string; room: string } & Timed)
  /**
   * Its weekly session changes from a day on and still runs this day, at `startTime` in `room` (the facts are the
   * session as it was). Recorded on the occurrence's stream, so a booking decided on the session as it was cannot land
   * unseen beside it: its members are told, whoever booked last.
   */
  | ({ type: 'FollowSession'; startTime: string; room: string } & Timed)
  | ({ type: 'SubstituteInstructor'; instructor: Instructor } & Timed)
  | ({ type: 'ChangeCapacity'; capacity: number } & Timed)
  | {
      type: 'RecordAttendance';
      memberId: string;
      checkInId: string;
      facts: OccurrenceFacts;
      /** A pack's credits left (a walk-in without a booking uses one), null for a time-based membership. */
      creditsLeft: number | null;
    }
  | ({ type: 'RecordNoShows' } & Timed);

/** The occurrence as it stands: its start and end (moved or not), seats and room. */
export function effective(state: OccurrenceState, facts: OccurrenceFacts) {
  const startTime = state.moved?.startTime ?? facts.startTime;
  return {
    ...occurrenceTimes(facts.day, startTime, facts.durationMinutes, facts.timeZone),
    startTime,
    room: state.moved?.room ?? facts.room,
    capacity: state.capacity ?? facts.capacity,
  };
}

/** Seats taken: booked, checked in (walk-ins too) and no-shows. */
export function seatsTaken(state: OccurrenceState): number {
  let taken = 0;
  for (const entry of state.members.values()) {
    if (entry.status === 'booked' || entry.status === 'checkedIn' || entry.status === 'noShow') taken++;
  }
  return taken;
}

/** The waitlisted members who get the seats free now, in waitlist order. */
function promotions(state: OccurrenceState, capacity: number, occurrenceId: string): OccurrenceEvent[] {
  const free = capacity - seatsTaken(state);
  return state.waitlist
    .slice(0, Math.max(0, free))
    .map((memberId) => ({ type: 'ClassWaitlistPromoted', data: { occurrenceId, memberId } }));
}

const fold = (state: OccurrenceState, events: readonly OccurrenceEvent[]) =>
  events.reduce((s, e) => occurrenceDecider.evolve(s, e), state);

function set(state: OccurrenceState, memberId: string, status: RosterStatus, booked?: boolean): OccurrenceState {
  const before = state.members.get(memberId);
  return {
    ...state,
    members: new Map(state.members).set(memberId, { status, booked: booked ?? before?.booked ?? false }),
    waitlist: status === 'waitlisted' ? [...state.waitlist, memberId] : state.waitlist.filter((id) => id !== memberId),
  };
}

function requireChangeable(state: OccurrenceState, command: Timed): ReturnType<typeof effective> {
  const now = effective(state, command.facts);
  if (state.cancelled) throw occurrenceRefusals.refuse('already_cancelled');
  if (command.now >= now.startsAt) throw occurrenceRefusals.refuse('started');
  return now;
}

/**
 * One class occurrence (issue 47): one stream holds its one-off changes, bookings, waitlist and attendance, so "never
 * more booked than seats" is a plain rule of this decider, kept by the stream's expected version.
 */
export const occurrenceDecider: Decider<OccurrenceState, OccurrenceCommand, OccurrenceEvent> = {
  initialState: () => ({
    cancelled: null,
    moved: null,
    instructor: null,
    capacity: null,
    members: new Map(),
    waitlist: [],
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'ClassBooked':
        return set(state, event.data.memberId, 'booked', true);
      case 'ClassWaitlisted':
        return set(state, event.data.memberId, 'waitlisted', false);
      case 'ClassWaitlistPromoted':
        return set(state, event.data.memberId, 'booked', true);
      case 'ClassBookingCancelled':
        return set(state, event.data.memberId, event.data.late ? 'lateCancelled' : 'cancelled', false);
      case 'ClassAttended':
        return set(state, event.data.memberId, 'checkedIn');
      case 'ClassNoShowRecorded':
        return set(state, event.data.memberId, 'noShow');
      case 'ClassOccurrenceCancelled':
        return { ...state, cancelled: { reason: event.data.reason, seriesEnded: event.data.seriesEnded === true } };
      case 'ClassOccurrenceMoved':
        return { ...state, moved: { startTime: event.data.startTime, room: event.data.room } };
      case 'ClassOccurrenceRetimed':
        // The time and room come from the session's new version (the facts); nothing of its own changes.
        return state;
      case 'ClassInstructorSubstituted':
        return { ...state, instructor: event.data.instructor };
      case 'ClassCapacityChanged':
        return { ...state, capacity: event.data.capacity };
    }
  },
  decide(command, state) {
    const { occurrenceId } = command.facts;
    switch (command.type) {
      case 'Book': {
        const { facts, member, rules } = command;
        const at = effective(state, facts);
        // The stream has the last word over the timetable the facts were read from: a booking decided on a timetable
        // read just before its series ended meets the occurrence's cancellation here (ending a series appends to
        // every occurrence it could be booked in) and is refused.
        if (state.cancelled) throw bookingRefusals.refuse(state.cancelled.seriesEnded ? 'series_ended' : 'cancelled');
        if (facts.closedReason !== null) throw bookingRefusals.refuse('closed', { reason: facts.closedReason });
        if (command.now >= at.startsAt) throw bookingRefusals.refuse('started');
        const opens = new Date(at.startsAt.getTime() - rules.opensDaysBefore * DAY_MS);
        if (command.now < opens) {
          const local = localDayAndTime(opens, facts.timeZone);
          throw bookingRefusals.refuse('not_open', { date: local.day, time: local.time });
        }
        if (command.now.getTime() > at.startsAt.getTime() - rules.closesMinutesBefore * MINUTE_MS) {
          throw bookingRefusals.refuse('window_closed', { minutes: rules.closesMinutesBefore });
        }
        const place = state.members.get(command.memberId)?.status;
        if (place === 'booked' || place === 'checkedIn') throw bookingRefusals.refuse('already_booked');
        if (place === 'waitlisted') throw bookingRefusals.refuse('already_waitlisted');
        if (!member.verdict.ok) throw verdictRefusal(member.verdict, {});
        if (member.allowedClasses.length > 0 && !member.allowedClasses.includes(facts.classId)) {
          throw bookingRefusals.refuse('class_not_in_plan', { className: facts.className });
        }
        if (
          (facts.gender === 'ladies' && member.gender !== 'female') ||
          (facts.gender === 'gents' && member.gender !== 'male')
        ) {
          throw bookingRefusals.refuse('gender', { gender: facts.gender });
        }
        const clash = member.otherBookings.find(
          (other) =>
            other.occurrenceId !== occurrenceId &&
            Date.parse(other.startsAt) < at.endsAt.getTime() &&
            at.startsAt.getTime() < Date.parse(other.endsAt),
        );
        if (clash) {
          throw bookingRefusals.refuse('overlap', {
            className: clash.className,
            time: localDayAndTime(new Date(clash.startsAt), facts.timeZone).time,
          });
        }
        if (member.creditsLeft !== null && member.creditsLeft < 1) throw bookingRefusals.refuse('no_credits');
        const data = { occurrenceId, memberId: command.memberId, bookingId: command.bookingId };
        if (seatsTaken(state) < at.capacity) return [{ type: 'ClassBooked', data }];
        if (state.waitlist.length >= rules.waitlistCap) throw bookingRefusals.refuse('full');
        return [{ type: 'ClassWaitlisted', data }];
      }
      case 'CancelBooking': {
        const at = effective(state, command.facts);
        const place = state.members.get(command.memberId)?.status;
        if (place !== 'booked' && place !== 'waitlisted') throw bookingRefusals.refuse('not_booked');
        if (command.now >= at.startsAt) throw bookingRefusals.refuse('started');
        const waitlisted = place === 'waitlisted';
        const late =
          !waitlisted &&
          command.now.getTime() > at.startsAt.getTime() - command.rules.cancelDeadlineMinutes * MINUTE_MS;
        const cancelled: OccurrenceEvent[] = [
          { type: 'ClassBookingCancelled', data: { occurrenceId, memberId: command.memberId, late, waitlisted } },
        ];
        if (waitlisted || state.cancelled) return cancelled;
        return [...cancelled, ...promotions(fold(state, cancelled), at.capacity, occurrenceId)];
      }
      case 'CancelOccurrence':
        requireChangeable(state, command);
        return [{ type: 'ClassOccurrenceCancelled', data: { occurrenceId, reason: command.reason } }];
      case 'EndOccurrence': {
        if (command.now >= effective(state, command.facts).startsAt) throw occurrenceRefusals.refuse('started');
        const cancelled: OccurrenceEvent[] = state.cancelled
          ? []
          : [{ type: 'ClassOccurrenceCancelled', data: { occurrenceId, reason: command.reason, seriesEnded: true } }];
        // Each place is released as a cancellation in time (the member did not cancel late): seats, waitlist and a
        // pack's credit come back, and the member's bookings show it cancelled.
        const released: OccurrenceEvent[] = [...state.members]
          .filter(([, entry]) => entry.status === 'booked' || entry.status === 'waitlisted')
          .map(([memberId, entry]) => ({
            type: 'ClassBookingCancelled',
            data: { occurrenceId, memberId, late: false, waitlisted: entry.status === 'waitlisted' },
          }));
        return [...cancelled, ...released];
      }
      case 'MoveOccurrence': {
        const at = requireChangeable(state, command);
        if (at.startTime === command.startTime && at.room === command.room) return [];
        return [
          { type: 'ClassOccurrenceMoved', data: { occurrenceId, startTime: command.startTime, room: command.room } },
        ];
      }
      case 'FollowSession': {
        // A one-off move or a cancellation of the day stands over the session's change (and was told when made).
        if (state.cancelled || state.moved) return [];
        const { facts } = command;
        if (command.now >= effective(state, facts).startsAt) return [];
        if (facts.startTime === command.startTime && facts.room === command.room) return [];
        return [
          { type: 'ClassOccurrenceRetimed', data: { occurrenceId, startTime: command.startTime, room: command.room } },
        ];
      }
      case 'SubstituteInstructor':
        requireChangeable(state, command);
        return [{ type: 'ClassInstructorSubstituted', data: { occurrenceId, instructor: command.instructor } }];
      case 'ChangeCapacity': {
        const at = requireChangeable(state, command);
        const booked = seatsTaken(state);
        if (command.capacity < booked) throw occurrenceRefusals.refuse('capacity_below_booked', { booked });
        if (command.capacity === at.capacity) return [];
        const changed: OccurrenceEvent[] = [
          { type: 'ClassCapacityChanged', data: { occurrenceId, capacity: command.capacity } },
        ];
        return [...changed, ...promotions(fold(state, changed), command.capacity, occurrenceId)];
      }
      case 'RecordAttendance': {
        if (state.cancelled) throw bookingRefusals.refuse('cancelled');
        const entry = state.members.get(command.memberId);
        if (entry?.status === 'checkedIn') return [];
        const data = { occurrenceId, memberId: command.memberId, checkInId: command.checkInId };
        if (entry?.status === 'booked' || entry?.status === 'noShow') {
          return [{ type: 'ClassAttended', data: { ...data, booked: true } }];
        }
        if (seatsTaken(state) >= effective(state, command.facts).capacity) {
          throw bookingRefusals.refuse('full_no_booking');
        }
        if (command.creditsLeft !== null && command.creditsLeft < 1) throw bookingRefusals.refuse('no_credits');
        return [{ type: 'ClassAttended', data: { ...data, booked: false } }];
      }
      case 'RecordNoShows': {
        if (state.cancelled || command.now < effective(state, command.facts).endsAt) return [];
        return [...state.members]
          .filter(([, entry]) => entry.status === 'booked')
          .map(([memberId]) => ({ type: 'ClassNoShowRecorded', data: { occurrenceId, memberId } }));
      }
    }
  },
};

/** The waitlist position (1-based) of a member, or null. */
export function waitlistPosition(state: OccurrenceState, memberId: string): number | null {
  const index = state.waitlist.indexOf(memberId);
  return index < 0 ? null : index + 1;
}
