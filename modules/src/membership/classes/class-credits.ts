import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { creditStream } from './class-events.js';
import { occurrenceFacts } from './class-state.js';
import type { ClassDeps } from './class-state.js';
import { parseOccurrenceId } from './class-time.js';
import { creditUses } from './class-credit-queries.js';
import { creditLedgerDecider, creditsLeft } from './credit-ledger.js';
import type { CreditUse } from './credit-ledger.js';
import { effective, occurrenceDecider } from './occurrence-decider.js';

/** What a credit count reads: the store, and the instant it is counted at (a booking's now, a check-in's time). */
type CreditSource = Pick<CommandContext, 'store' | 'catalogue' | 'now'>;
type CreditDeps = Pick<ClassDeps, 'pool' | 'timeZone'>;

/**
 * Whether an occurrence the ledger names takes a credit, from its own stream (the truth, never behind): the member
 * checked in, or is booked in an occurrence that still runs, is not cancelled and has not ended.
 */
async function judgedFromStream(
  context: CreditSource,
  deps: CreditDeps,
  memberId: string,
  occurrenceId: string,
): Promise<CreditUse> {
  const found = await occurrenceFacts(context, occurrenceId, deps.timeZone).catch(() => null);
  if (!found) return { occurrenceId, counts: false };
  const { state } = await loadState(context, found.stream, occurrenceDecider);
  const status = state.members.get(memberId)?.status;
  const counts =
    status === 'checkedIn' ||
    (status === 'booked' && state.cancelled === null && effective(state, found.facts).endsAt > context.now);
  return { occurrenceId, counts };
}

/**
 * A pack's credits left for a booking or a walk-in's class check-in (issue 47, item 4), race-free: the occurrences in
 * the member's ledger are judged from their streams; what the ledger does not name (bookings and walk-ins from before
 * the ledger) comes from the read tables. The ledger's version goes with the decision's append (`hold`).
 */
export async function packCredits(
  context: CreditSource,
  deps: CreditDeps,
  memberId: string,
  membership: { startDate: string; expiryDate: string; classCredits: number },
) {
  const ledger = await loadState(context, creditStream(memberId), creditLedgerDecider);
  const inDates = (occurrenceId: string) => {
    const day = parseOccurrenceId(occurrenceId)?.day;
    return day !== undefined && membership.startDate <= day && day <= membership.expiryDate;
  };
  const held = ledger.state.filter(inDates);
  const [fromStreams, fromTables] = await Promise.all([
    Promise.all(held.map((occurrenceId) => judgedFromStream(context, deps, memberId, occurrenceId))),
    creditUses(deps.pool, memberId, membership, context.now, deps.timeZone),
  ]);
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
