import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { creditStream, occurrenceStream } from './class-events.js';
import type { ClassInfo } from './class-decider.js';
import { factsOf, loadClasses, loadTimetable } from './class-state.js';
import type { ClassDeps } from './class-state.js';
import { parseOccurrenceId } from './class-time.js';
import { creditUses } from './class-credit-queries.js';
import { creditLedgerDecider, creditsLeft } from './credit-ledger.js';
import type { CreditUse } from './credit-ledger.js';
import { effective, occurrenceDecider } from './occurrence-decider.js';
import type { OccurrenceState } from './occurrence-decider.js';
import type { TimetableState } from './timetable-decider.js';

/** A member's credit ledger: the occurrences a pack's credits were held for, and the version to append at. */
export const loadLedger = (context: Pick<CommandContext, 'store' | 'catalogue'>, memberId: string) =>
  loadState(context, creditStream(memberId), creditLedgerDecider);

/** What a credit count reads: the store, and the instant it is counted at (a booking's now, a check-in's time). */
type CreditSource = Pick<CommandContext, 'store' | 'catalogue' | 'now'>;
type CreditDeps = Pick<ClassDeps, 'pool' | 'timeZone' | 'tablesCaughtUp'>;

/**
 * Whether an occurrence the ledger names takes a credit, from its own stream (the truth, never behind): the member
 * checked in, or is booked in an occurrence that still runs, is not cancelled and has not ended.
 */
function judgedFromStream(
  context: CreditSource,
  deps: CreditDeps,
  memberId: string,
  occurrenceId: string,
  timetable: { timetable: TimetableState; classes: ReadonlyMap<string, ClassInfo> },
  state: OccurrenceState,
): CreditUse {
  let found: ReturnType<typeof factsOf>;
  try {
    found = factsOf(timetable.timetable, timetable.classes, occurrenceId, deps.timeZone);
  } catch {
    return { occurrenceId, counts: false };
  }
  const status = state.members.get(memberId)?.status;
  const counts =
    status === 'checkedIn' ||
    (status === 'booked' && state.cancelled === null && effective(state, found.facts).endsAt > context.now);
  return { occurrenceId, counts };
}

/**
 * A pack's credits left for a booking or a walk-in's class check-in (issue 47, item 4), race-free: the occurrences in
 * the member's ledger are judged from their streams; what the ledger does not name (bookings and walk-ins from before
 * the ledger) comes from the read tables. The ledger (loaded by the caller beside its other reads) gives its version
 * to the decision's append (`hold`). The timetable and the named occurrences' streams are read in one round trip,
 * beside the read tables' query.
 */
export async function packCredits(
  context: CreditSource,
  deps: CreditDeps,
  memberId: string,
  membership: { startDate: string; expiryDate: string; classCredits: number },
  ledger: { state: readonly string[]; version: number },
) {
  const inDates = (occurrenceId: string) => {
    const day = parseOccurrenceId(occurrenceId)?.day;
    return day !== undefined && membership.startDate <= day && day <= membership.expiryDate;
  };
  const held = ledger.state.filter(inDates);
  const [timetable, classes, streams, fromTables] = await Promise.all([
    loadTimetable(context),
    loadClasses(context),
    Promise.all(
      held.map((occurrenceId) => {
        const named = parseOccurrenceId(occurrenceId)!;
        return loadState(context, occurrenceStream(named.sessionId, named.day), occurrenceDecider);
      }),
    ),
    (async () => {
      await deps.tablesCaughtUp;
      return creditUses(deps.pool, memberId, membership, context.now, deps.timeZone);
    })(),
  ]);
  const loaded = { timetable: timetable.state, classes: classes.state };
  const fromStreams = held.map((occurrenceId, i) =>
    judgedFromStream(context, deps, memberId, occurrenceId, loaded, streams[i]!.state),
  );
  const others = fromTables.filter((use) => !held.includes(use.occurrenceId));
  return {
    left: creditsLeft(membership.classCredits, [...fromStreams, ...others]),
    /** The append that holds a credit for a booking or a walk-in decided on this count. */
    hold: (occurrenceId: string) => ({
      streamId: creditStream(memberId),
      expectedVersion: ledger.version,
      events: creditLedgerDecider.decide({ type: 'HoldCredit', occurrenceId, memberId }, ledger.state),
    }),
  };
}
