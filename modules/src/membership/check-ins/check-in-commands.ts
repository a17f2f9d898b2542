import { checkInDayStream } from './check-in-events.js';
import { memberStream } from '../members/member-events.js';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { foldRead, loadState } from '@gym/kernel/commands/stream-command';
import { foldMember, memberCache, memberRefusals, verdictOn } from '../members/public.js';
import { DUPLICATE_WINDOW_MS, checkInDecider, recentCheckIn } from './check-in-decider.js';
import { DOOR_HOURS_STREAM, doorHoursCache, doorHoursDecider, doorVerdictAt } from '../door-hours/public.js';
import { bookedOccurrenceNear, classAttendance, loadOccurrence } from '../classes/public.js';
import type { ClassCheckIn } from '../classes/public.js';
import type { Pool } from 'pg';
import type { MembershipState } from '../members/public.js';

/** The occurrence of a check-in that names none: the class the member is booked in near the time, if any. */
export const BOOKED_CLASS = 'booked';

export interface CheckInInput {
  readonly checkInId: string;
  readonly memberId: string;
  readonly at: Date;
  readonly classId: string | null;
  /**
   * A check-in to a class (issue 47): the occurrence named, or the one the member is booked in within an hour of
   * the check-in (`BOOKED_CLASS`, the fingerprint readers); its attendance is appended with the check-in.
   */
  readonly occurrence?: { readonly id: string; readonly timeZone: string; readonly pool: Pool } | undefined;
  readonly override: {
    requested: boolean;
    allowed: boolean;
    byUserId: number | null;
    byName: string;
    reason?: string | undefined;
  };
  /** The gym-local day of an instant. */
  readonly dayOf: (instant: Date) => Promise<string>;
  /** The gym's time zone, for the door hours' minute of arrival. */
  readonly timeZone: string;
}

export interface CheckInResult {
  readonly id: string;
  readonly memberId: string;
  readonly checkInTime: string;
  readonly duplicate: boolean;
  readonly override: boolean;
  readonly classCheckIn: ClassCheckIn | null;
}

/**
 * Checks a member in (DESIGN section 6): the membership is judged on the member's stream for the check-in's day; the
 * duplicate rule on the member's stream of that day (and the day before, just after midnight).
 */
export function checkInMember(context: CommandContext, input: CheckInInput) {
  const at = input.at.toISOString();
  return executeCommand<CheckInResult>(context, {
    attempts: 4,
    async plan() {
      const day = await input.dayOf(input.at);
      // An occurrence named by id is read beside the member's streams below (one query): most check-ins to it are let
      // in, and one refused has read a small stream for nothing.
      const named = input.occurrence && input.occurrence.id !== BOOKED_CLASS ? input.occurrence : null;
      let loaded: ReturnType<typeof loadOccurrence> | undefined;
      /** The class attendance this check-in records with it, if any. */
      const attendanceOf = async (checkInId: string, onDay: string, membership: MembershipState | null) => {
        const occurrence = input.occurrence;
        if (!occurrence) return null;
        const occurrenceId =
          occurrence.id === BOOKED_CLASS
            ? await bookedOccurrenceNear(occurrence.pool, input.memberId, onDay, input.at, occurrence.timeZone)
            : occurrence.id;
        if (occurrenceId === null) return null;
        return classAttendance(context, {
          occurrenceId,
          memberId: input.memberId,
          checkInId,
          timeZone: occurrence.timeZone,
          pool: occurrence.pool,
          membership,
          now: input.at,
          loaded,
        });
      };
      const previousDay = await input.dayOf(new Date(input.at.getTime() - DUPLICATE_WINDOW_MS));
      const stream = checkInDayStream(input.memberId, day);
      // The member (only what is new since the cached state), the day, and just after midnight the day before: one read.
      const cache = memberCache(context.store);
      const memberStreamId = memberStream(input.memberId);
      const cached = cache.get(memberStreamId);
      // The door hours too (issue 47, item 5): their small stream, read on from the cached version.
      const doorCache = doorHoursCache(context.store);
      const doorCached = doorCache.get(DOOR_HOURS_STREAM);
      if (named) {
        loaded = loadOccurrence(context, named.id, named.timeZone);
        // Its refusal (an unknown occurrence) is the check-in's only once the member is let in.
        loaded.catch(() => undefined);
      }
      const reads = await context.store.readStreams([
        { streamId: memberStreamId, ...(cached ? { fromVersion: cached.version } : {}) },
        { streamId: DOOR_HOURS_STREAM, ...(doorCached ? { fromVersion: doorCached.version } : {}) },
        { streamId: stream },
        ...(previousDay === day ? [] : [{ streamId: checkInDayStream(input.memberId, previousDay) }]),
      ]);
      const member = foldMember(context.catalogue, memberStreamId, reads[0]!, cached, cache);
      const hours = foldRead(context.catalogue, DOOR_HOURS_STREAM, doorHoursDecider, reads[1]!, doorCached, doorCache);
      const today = foldRead(context.catalogue, stream, checkInDecider, reads[2]!);
      const earlier = reads[3] ? foldRead(context.catalogue, '', checkInDecider, reads[3]) : null;
      if (!member.state.registered) throw memberRefusals.missing('not_found');
      const verdict = verdictOn(member.state, day);
      const door = doorVerdictAt(hours.state, {
        at: input.at,
        timeZone: input.timeZone,
        gender: member.state.profile?.gender ?? 'male',
        accessWindows: member.state.current?.accessWindows ?? [],
      });
      // A refusal comes before "already checked in": a member frozen (or expired, cancelled) since the last visit is
      // told why, not welcomed as the same visit (issue 10, item 13). An allowed override counts as the same visit.
      const admitted = (verdict.ok && door.ok) || (input.override.requested && input.override.allowed);
      const first = recentCheckIn([...(earlier?.state.checkIns ?? []), ...today.state.checkIns], at);
      const attendance = admitted
        ? await attendanceOf(first?.checkInId ?? input.checkInId, day, member.state.current)
        : null;
      if (first && admitted) {
        return {
          appends: attendance?.appends ?? [],
          answer: {
            id: first.checkInId,
            memberId: input.memberId,
            checkInTime: first.at,
            duplicate: true,
            override: false,
            classCheckIn: attendance?.classCheckIn ?? null,
          },
        };
      }
      const events = checkInDecider.decide(
        {
          type: 'CheckIn',
          checkInId: input.checkInId,
          memberId: input.memberId,
          at,
          day,
          classId: attendance?.classId ?? input.classId,
          verdict,
          door,
          override: input.override,
        },
        today.state,
      );
      return {
        appends: [{ streamId: stream, expectedVersion: today.version, events }, ...(attendance?.appends ?? [])],
        answer: {
          id: input.checkInId,
          memberId: input.memberId,
          checkInTime: at,
          duplicate: false,
          override: !(verdict.ok && door.ok),
          classCheckIn: attendance?.classCheckIn ?? null,
        },
      };
    },
    replay: (stored: readonly RecordedEvent[]) => {
      const checkedIn = stored.find((e) => e.type === 'MemberCheckedIn');
      // A repeat within the window that only recorded a class attendance (and a walk-in's credit): the first check-in
      // is the answer.
      const data = (checkedIn ?? stored[0]!).data as { checkInId: string; at?: string; override?: unknown };
      return {
        id: data.checkInId,
        memberId: input.memberId,
        checkInTime: data.at ?? stored[0]!.metadata.at,
        duplicate: checkedIn === undefined,
        override: checkedIn !== undefined && data.override !== null,
        classCheckIn: null,
      };
    },
  });
}

export function checkOutMember(
  context: CommandContext,
  input: { checkInId: string; memberId: string; day: string; at: Date },
) {
  const stream = checkInDayStream(input.memberId, input.day);
  return executeCommand(context, {
    async plan() {
      const { state, version } = await loadState(context, stream, checkInDecider);
      const events = checkInDecider.decide(
        { type: 'CheckOut', checkInId: input.checkInId, memberId: input.memberId, at: input.at.toISOString() },
        state,
      );
      return { appends: [{ streamId: stream, expectedVersion: version, events }], answer: { id: input.checkInId } };
    },
    replay: () => ({ id: input.checkInId }),
  });
}
