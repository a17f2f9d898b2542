import { addDays, dayOf } from '@gym/events/calendar/local-date';
import type { StreamAppend } from '@gym/events/store/event-store';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { TIMETABLE_STREAM } from './class-events.js';
import { notices, waiting } from './class-commands.js';
import { loadClasses, loadRules, loadTimetable, occurrenceFacts } from './class-state.js';
import type { ClassDeps } from './class-state.js';
import { isoWeekday, occurrenceIdOf, occurrenceTimes } from './class-time.js';
import { sessionBookingsFrom } from './roster-queries.js';
import { effective, occurrenceDecider } from './occurrence-decider.js';
import { sessionOn, sessionRunsOn, timetableDecider } from './timetable-decider.js';
import type { SessionData, TimetableState } from './timetable-decider.js';

/** What a series-ended occurrence records as its reason (the members are told in their language, `ended`). */
export const SERIES_ENDED_REASON = 'Taken off the timetable';

/** Whether the session's occurrence of a day (as the session stands that day) has started. */
function startedOn(state: TimetableState, sessionId: string, day: string, deps: ClassDeps, now: Date): boolean {
  const session = sessionOn(state, sessionId, day);
  return (
    session !== undefined &&
    sessionRunsOn(session, day, isoWeekday(day)) &&
    occurrenceTimes(day, session.startTime, session.durationMinutes, deps.timeZone).startsAt <= now
  );
}

/**
 * The session's occurrences from a day on that a booking may reach: every day up to the end of the booking window
 * (read from its stream, whatever the read tables show yet; a day's margin for clocks), and any later one the read
 * tables show booked (taken when the window was longer). Days the session does not run are dropped by the caller.
 */
async function reachableOccurrences(context: CommandContext, deps: ClassDeps, sessionId: string, from: string) {
  const [bookings, rules] = await Promise.all([sessionBookingsFrom(deps.pool, sessionId, from), loadRules(context)]);
  const last = dayOf(new Date(context.now.getTime() + (rules.state.opensDaysBefore + 1) * 86_400_000), deps.timeZone);
  const inWindow: string[] = [];
  for (let day = from; day <= last; day = addDays(day, 1)) inWindow.push(occurrenceIdOf(sessionId, day));
  return [...new Set([...inWindow, ...bookings.map((b) => b.occurrence_id)])];
}

/**
 * The appends for a session's occurrences from a day on. Each is decided on its own stream at the version read. An
 * occurrence the session no longer runs (`after` says how it stands) is cancelled with its places released and its
 * members told it ended, even when nobody is booked yet: the cancellation moves its stream's version, so a booking
 * decided on the timetable as it was (read just before this command's append) either lands first and is released
 * here after a retry, or lands after and meets the cancellation (`class_booking.series_ended`). The read tables alone
 * could miss a booking acknowledged in the same instant. One whose start or room moves records it on its stream the same
 * way (`ClassOccurrenceRetimed`), so a booking in that instant is either told or decided on the new time.
 */
async function followOccurrences(
  context: CommandContext,
  deps: ClassDeps,
  input: { sessionId: string; from: string; className: string; after: (day: string) => SessionData | null },
): Promise<StreamAppend[]> {
  const occurrenceIds = await reachableOccurrences(context, deps, input.sessionId, input.from);
  const appends = await Promise.all(
    occurrenceIds.map(async (occurrenceId): Promise<StreamAppend[]> => {
      // Read while the timetable is as before this command (its append comes with these).
      const found = await occurrenceFacts(context, occurrenceId, deps.timeZone).catch(() => null);
      if (!found) return [];
      const { facts, stream } = found;
      const occurrence = await loadState(context, stream, occurrenceDecider);
      const { state } = occurrence;
      const next = input.after(facts.day);
      if (next && sessionRunsOn(next, facts.day, isoWeekday(facts.day))) {
        // Still held that day: a new start time or room is news to its members unless a one-off change stands.
        const retimed = occurrenceDecider.decide(
          { type: 'FollowSession', startTime: next.startTime, room: next.room, now: context.now, facts },
          state,
        );
        if (retimed.length === 0) return [];
        const told = await notices(context, deps, occurrenceId, waiting(state), {
          kind: 'moved',
          className: input.className,
          day: facts.day,
          time: next.startTime,
          room: next.room,
        });
        return [{ streamId: stream, expectedVersion: occurrence.version, events: retimed }, ...told];
      }
      const events = occurrenceDecider.decide(
        { type: 'EndOccurrence', reason: SERIES_ENDED_REASON, now: context.now, facts },
        state,
      );
      if (events.length === 0) return [];
      // Members of an occurrence cancelled before were told then.
      const told = state.cancelled
        ? []
        : await notices(context, deps, occurrenceId, waiting(state), {
            kind: 'ended',
            className: input.className,
            day: facts.day,
            time: effective(state, facts).startTime,
          });
      return [{ streamId: stream, expectedVersion: occurrence.version, events }, ...told];
    }),
  );
  return appends.flat();
}

/**
 * Ends a weekly session's series: its last day is today when today's class has started, else yesterday (issue 47).
 * In the same append every later occurrence with members booked or waiting is cancelled and their places released
 * (seats, waitlist, a pack's credit), and those members are told.
 */
export function endSession(context: CommandContext, deps: ClassDeps, input: { sessionId: string; today: string }) {
  return executeCommand(context, {
    // Bookings landing on the occurrences it follows make it decide again (as many tries as an occurrence's own).
    attempts: 10,
    async plan() {
      const [timetable, classes] = await Promise.all([loadTimetable(context), loadClasses(context)]);
      const session = timetable.state.sessions.get(input.sessionId);
      const startedToday = startedOn(timetable.state, input.sessionId, input.today, deps, context.now);
      const validUntil = startedToday ? input.today : addDays(input.today, -1);
      const events = timetableDecider.decide(
        { type: 'EndSession', sessionId: input.sessionId, validUntil },
        timetable.state,
      );
      const ended =
        events.length > 0 && session
          ? await followOccurrences(context, deps, {
              sessionId: input.sessionId,
              from: addDays(validUntil, 1),
              className: classes.state.get(session.classId)?.name ?? '',
              after: () => null,
            })
          : [];
      return {
        appends: [{ streamId: TIMETABLE_STREAM, expectedVersion: timetable.version, events }, ...ended],
        answer: { id: input.sessionId },
      };
    },
    replay: () => ({ id: input.sessionId }),
  });
}

/**
 * Changes a weekly session from a day on (issue 47): today unless asked for later, tomorrow when today's class has
 * started. Occurrences before keep what they were (instructor, time, capacity: reports and history stay true); those
 * from that day follow. Members booked in a later occurrence whose start moved are told like a one-off move; those
 * in an occurrence the session no longer runs (another weekday) are released and told, as when a series ends.
 */
export function changeSession(
  context: CommandContext,
  deps: ClassDeps,
  input: { session: SessionData; effectiveFrom: string; today: string },
) {
  const { sessionId } = input.session;
  return executeCommand(context, {
    // Bookings landing on the occurrences it follows make it decide again (as many tries as an occurrence's own).
    attempts: 10,
    async plan() {
      const [timetable, classes] = await Promise.all([loadTimetable(context), loadClasses(context)]);
      const events = timetableDecider.decide(
        {
          type: 'ChangeSession',
          session: input.session,
          classExists: classes.state.has(input.session.classId),
          effectiveFrom: input.effectiveFrom,
          today: input.today,
          startedToday: startedOn(timetable.state, sessionId, input.today, deps, context.now),
        },
        timetable.state,
      );
      const after = events.reduce((s, e) => timetableDecider.evolve(s, e), timetable.state);
      const changed = events.find((e) => e.type === 'ClassSessionChanged');
      const followed = changed
        ? await followOccurrences(context, deps, {
            sessionId,
            from: changed.data.effectiveFrom,
            className: classes.state.get(input.session.classId)?.name ?? '',
            after: (day) => sessionOn(after, sessionId, day) ?? null,
          })
        : [];
      return {
        appends: [{ streamId: TIMETABLE_STREAM, expectedVersion: timetable.version, events }, ...followed],
        answer: { id: sessionId, effectiveFrom: changed?.data.effectiveFrom ?? null },
      };
    },
    replay: (stored) => {
      const changed = stored.find((e) => e.type === 'ClassSessionChanged');
      return {
        id: sessionId,
        effectiveFrom: (changed?.data as { effectiveFrom?: string } | undefined)?.effectiveFrom ?? null,
      };
    },
  });
}
