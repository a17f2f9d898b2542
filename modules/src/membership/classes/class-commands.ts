import type { StreamAppend } from '@gym/events/store/event-store';
import { deriveEntityId } from '@gym/events/store/ids';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext, CommandHandler } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { queueMemberNotice } from '../../insight/marketing/public.js';
import { loadMember, memberRefusals, verdictOn } from '../members/public.js';
import { loadPlan } from '../plans/public.js';
import { occurrenceStream } from './class-events.js';
import type { Instructor, OccurrenceEvent } from './class-events.js';
import { loadLedger, packCredits } from './class-credits.js';
import { loadRules, occurrenceFacts } from './class-state.js';
import type { ClassDeps } from './class-state.js';
import { classNoticeText } from './class-notices.js';
import { occurrenceRefusals } from './class-refusals.js';
import type { ClassNotice } from './class-notices.js';
import { parseOccurrenceId } from './class-time.js';
import { memberSeatsAround } from './member-booking-queries.js';
import { effective, occurrenceDecider, waitlistPosition } from './occurrence-decider.js';
import type { OccurrenceCommand, OccurrenceFacts, OccurrenceState } from './occurrence-decider.js';

/**
 * Decisions on one occurrence stream take many tries when 50 desks book one class at once: each append that lost
 * the race reads the stream again. In this process they queue per stream (below) and never collide; these attempts
 * are for writers in other processes (a second command-service). Ten, with the jittered growing pause between
 * tries, were measured enough for two instances racing 50 bookings for 20 seats (classes-two-instances.test.ts;
 * with one try they gave 409s): each collision is lost to a writer that then leaves the queue, so a booking waits
 * at most for the other processes' queued writers. A per-stream advisory lock would serialise across processes
 * too, but would hold a database connection per waiting booking; the store's expected version already decides.
 */
const OCCURRENCE_ATTEMPTS = 10;

/** The appends that tell members of a change (those the outbox cannot reach are left out). */
export async function notices(
  context: CommandContext,
  deps: ClassDeps,
  occurrenceId: string,
  memberIds: readonly string[],
  notice: ClassNotice,
): Promise<StreamAppend[]> {
  const appends = await Promise.all(
    memberIds.map((memberId) =>
      queueMemberNotice(
        context,
        deps.pool,
        {
          messageId: deriveEntityId(context.idempotencyKey, `class-notice:${occurrenceId}:${memberId}`),
          memberId,
          about: occurrenceId,
          text: (language, firstName) => classNoticeText(notice, language, firstName),
        },
        deps.fallbackUrl,
      ),
    ),
  );
  return appends.filter((a) => a !== null);
}

type OccurrenceStep<Answer, Ready> = (
  facts: OccurrenceFacts,
  state: OccurrenceState,
  context: CommandContext,
  ready: Ready,
) => Promise<{
  command: OccurrenceCommand;
  answer: (events: readonly OccurrenceEvent[], after: OccurrenceState) => Answer;
  tell?: (events: readonly OccurrenceEvent[], before: OccurrenceState) => Promise<StreamAppend[]>;
}>;

/** What a step reads besides the occurrence, started with the occurrence's reads (`day` is the occurrence's). */
type Prepare<Ready> = (context: CommandContext, day: string) => Promise<Ready>;

/**
 * A command on one occurrence's stream: queued behind the others on the same stream in this process, decided on the
 * stream as it stands, appended with the version it was read at (with the notices the decision calls for). What the
 * step reads that the occurrence's id already names (`prepare`) is read beside the occurrence, not a round trip after.
 */
function occurrenceHandler<Answer, Ready = undefined>(
  deps: ClassDeps,
  occurrenceId: string,
  step: OccurrenceStep<Answer, Ready>,
  replay: CommandHandler<Answer>['replay'],
  prepare?: Prepare<Ready>,
): CommandHandler<Answer> {
  const named = parseOccurrenceId(occurrenceId);
  return {
    attempts: OCCURRENCE_ATTEMPTS,
    // Only when the id names a stream; a malformed id is refused by the plan.
    ...(named ? { queue: occurrenceStream(named.sessionId, named.day) } : {}),
    async plan(context) {
      if (!named) throw occurrenceRefusals.missing('not_found');
      // The id names the stream: it is read beside the timetable (one query: see `loadState`), not a round trip after.
      const [{ facts, stream }, occurrence, ready] = await Promise.all([
        occurrenceFacts(context, occurrenceId, deps.timeZone),
        loadState(context, occurrenceStream(named.sessionId, named.day), occurrenceDecider),
        prepare ? prepare(context, named.day) : (undefined as Ready),
      ]);
      const decided = await step(facts, occurrence.state, context, ready);
      const events = occurrenceDecider.decide(decided.command, occurrence.state);
      const after = events.reduce((s, e) => occurrenceDecider.evolve(s, e), occurrence.state);
      const told = decided.tell && events.length > 0 ? await decided.tell(events, occurrence.state) : [];
      return {
        appends: [{ streamId: stream, expectedVersion: occurrence.version, events }, ...told],
        answer: decided.answer(events, after),
      };
    },
    replay,
  };
}

const onOccurrence = <Answer, Ready = undefined>(
  context: CommandContext,
  deps: ClassDeps,
  occurrenceId: string,
  step: OccurrenceStep<Answer, Ready>,
  replay: CommandHandler<Answer>['replay'],
  prepare?: Prepare<Ready>,
) => executeCommand(context, occurrenceHandler(deps, occurrenceId, step, replay, prepare));

/** Books a member into an occurrence, or puts them on its waitlist (issue 47, item 2). */
export function bookClass(
  context: CommandContext,
  deps: ClassDeps,
  input: { occurrenceId: string; memberId: string; bookingId: string },
) {
  return onOccurrence(
    context,
    deps,
    input.occurrenceId,
    async (facts, _state, _context, [member, rules, ledger, seats]) => {
      if (!member.state.registered) throw memberRefusals.missing('not_found');
      const current = member.state.current;
      // What the member's stream names, in one more round trip: the plan, and a pack's credits.
      const [plan, credits] = await Promise.all([
        current ? loadPlan(context, current.planId) : null,
        current?.classCredits != null
          ? packCredits(context, deps, input.memberId, { ...current, classCredits: current.classCredits }, ledger)
          : null,
      ]);
      return {
        command: {
          type: 'Book',
          bookingId: input.bookingId,
          memberId: input.memberId,
          now: context.now,
          facts,
          rules: rules.state,
          member: {
            verdict: verdictOn(member.state, facts.day),
            gender: member.state.profile?.gender ?? null,
            allowedClasses: plan?.state.terms?.allowedClasses ?? [],
            otherBookings: seats.map((o) => ({
              occurrenceId: o.occurrenceId,
              className: o.className,
              startsAt: o.startsAt,
              endsAt: o.endsAt,
            })),
            creditsLeft: credits?.left ?? null,
          },
        },
        answer: (events, after) => ({
          id: input.bookingId,
          status: events.some((e) => e.type === 'ClassWaitlisted') ? ('waitlisted' as const) : ('booked' as const),
          waitlistPosition: waitlistPosition(after, input.memberId),
        }),
        // A pack member's booking holds a credit in the same append, expecting the ledger as it was counted.
        ...(credits ? { tell: async () => [credits.hold(input.occurrenceId)] } : {}),
      };
    },
    (stored) => {
      const waitlisted = stored.some((e) => e.type === 'ClassWaitlisted');
      return {
        id: input.bookingId,
        status: waitlisted ? ('waitlisted' as const) : ('booked' as const),
        waitlistPosition: null,
      };
    },
    // Read with the occurrence: the member, the rules and the credit ledger (empty unless a pack's) in the same
    // query, and beside it the member's other seats (the overlap rule) once the classes' tables have caught up.
    (context: CommandContext, day: string) =>
      Promise.all([
        loadMember(context, input.memberId),
        loadRules(context),
        loadLedger(context, input.memberId),
        (async () => {
          await deps.tablesCaughtUp;
          return memberSeatsAround(deps.pool, input.memberId, day, deps.timeZone);
        })(),
      ]),
  );
}

const promotedIn = (events: readonly OccurrenceEvent[]) =>
  events.filter((e) => e.type === 'ClassWaitlistPromoted').map((e) => e.data.memberId);

/** Tells the members promoted by a decision that a seat is theirs. */
function tellPromoted(context: CommandContext, deps: ClassDeps, facts: OccurrenceFacts, state: OccurrenceState) {
  return (events: readonly OccurrenceEvent[]) => {
    const at = effective(state, facts);
    return notices(context, deps, facts.occurrenceId, promotedIn(events), {
      kind: 'promoted',
      className: facts.className,
      day: facts.day,
      time: at.startTime,
    });
  };
}

/** Cancels a member's booking or place on the waitlist; a freed seat goes to the first waitlisted member. */
export function cancelBooking(
  context: CommandContext,
  deps: ClassDeps,
  input: { occurrenceId: string; memberId: string },
) {
  return onOccurrence(
    context,
    deps,
    input.occurrenceId,
    async (facts, state) => ({
      command: {
        type: 'CancelBooking',
        memberId: input.memberId,
        now: context.now,
        facts,
        rules: (await loadRules(context)).state,
      },
      answer: (events) => ({
        id: input.memberId,
        late: events.some((e) => e.type === 'ClassBookingCancelled' && e.data.late),
        promotedMemberId: promotedIn(events)[0] ?? null,
      }),
      tell: tellPromoted(context, deps, facts, state),
    }),
    (stored) => ({
      id: input.memberId,
      late: stored.some((e) => e.type === 'ClassBookingCancelled' && (e.data as { late: boolean }).late),
      promotedMemberId:
        (stored.find((e) => e.type === 'ClassWaitlistPromoted')?.data as { memberId: string } | undefined)?.memberId ??
        null,
    }),
  );
}

/** The members a change to an occurrence is told to: those booked and those waiting. */
export const waiting = (state: OccurrenceState) =>
  [...state.members].filter(([, e]) => e.status === 'booked' || e.status === 'waitlisted').map(([id]) => id);

export type OccurrenceChange =
  | { type: 'CancelOccurrence'; reason: string }
  | { type: 'MoveOccurrence'; startTime: string; room: string | undefined }
  | { type: 'SubstituteInstructor'; instructor: Instructor }
  | { type: 'ChangeCapacity'; capacity: number };

/** A one-off change to one occurrence (issue 47, item 1): cancel and move tell the members booked and waiting. */
export function changeOccurrence(
  context: CommandContext,
  deps: ClassDeps,
  occurrenceId: string,
  change: OccurrenceChange,
) {
  return onOccurrence(
    context,
    deps,
    occurrenceId,
    async (facts, state) => {
      const before = effective(state, facts);
      const command: OccurrenceCommand =
        change.type === 'MoveOccurrence'
          ? { ...change, room: change.room ?? before.room, now: context.now, facts }
          : { ...change, now: context.now, facts };
      return {
        command,
        answer: () => ({ id: occurrenceId }),
        tell: async (events, stateBefore) => {
          if (change.type === 'CancelOccurrence') {
            return notices(context, deps, occurrenceId, waiting(stateBefore), {
              kind: 'cancelled',
              className: facts.className,
              day: facts.day,
              time: before.startTime,
              reason: change.reason,
            });
          }
          if (change.type === 'MoveOccurrence') {
            const moved = events.find((e) => e.type === 'ClassOccurrenceMoved');
            if (!moved) return [];
            return notices(context, deps, occurrenceId, waiting(stateBefore), {
              kind: 'moved',
              className: facts.className,
              day: facts.day,
              time: moved.data.startTime,
              room: moved.data.room,
            });
          }
          if (change.type === 'ChangeCapacity') return tellPromoted(context, deps, facts, stateBefore)(events);
          return [];
        },
      };
    },
    () => ({ id: occurrenceId }),
  );
}

/** Records the no-shows of an occurrence that has ended (idempotent: a second run finds none). */
export function noShowsHandler(deps: ClassDeps, occurrenceId: string) {
  return occurrenceHandler(
    deps,
    occurrenceId,
    async (facts, _state, context) => ({
      command: { type: 'RecordNoShows', now: context.now, facts },
      answer: (events) => ({ id: occurrenceId, noShows: events.length }),
    }),
    (stored) => ({ id: occurrenceId, noShows: stored.length }),
  );
}
