import type { Decider } from '@gym/kernel/commands/decider';
import type { CreditEvent, OccurrenceEvent } from './class-events.js';

/** The occurrences a member's pack bookings were decided for (each may hold a credit), in the order booked. */
export type CreditLedger = readonly string[];

/** One occurrence's word on a credit: whether it takes one now (booked and still to come, or checked in). */
export interface CreditUse {
  readonly occurrenceId: string;
  readonly counts: boolean;
}

/** A pack's credits left: its classes less the occurrences that take one, each counted once. */
export function creditsLeft(total: number, uses: readonly CreditUse[]): number {
  const taking = new Set(uses.filter((use) => use.counts).map((use) => use.occurrenceId));
  return Math.max(0, total - taking.size);
}

/**
 * A member's credit ledger (issue 47, item 4). Its only job is to order the bookings of one member: each booking of
 * a pack member appends a hold here with the version its count was read at, so of two bookings that read the same
 * count the second is decided again on a count that includes the first (its occurrence is then in the ledger and is
 * judged from its own stream, never from read tables that may not show it yet).
 */
export const creditLedgerDecider: Decider<
  CreditLedger,
  { type: 'HoldCredit'; occurrenceId: string; memberId: string },
  CreditEvent
> = {
  initialState: () => [],
  evolve: (state, event) => (state.includes(event.data.occurrenceId) ? state : [...state, event.data.occurrenceId]),
  // Every decision appends, even for an occurrence already held (a booking again after a cancellation): the append
  // is what makes a concurrent booking of the same member decide again.
  decide: (command) => [
    { type: 'ClassCreditHeld', data: { occurrenceId: command.occurrenceId, memberId: command.memberId } },
  ],
};

/**
 * Whether an occurrence's decision takes a credit of its own: a walk-in's class check-in (no booking) does, and holds
 * it on the ledger like a booking, so a walk-in and a booking at the same moment cannot both take the last credit.
 * A booked member's check-in uses the credit the booking held.
 */
export const holdsCredit = (events: readonly OccurrenceEvent[]) =>
  events.some((e) => e.type === 'ClassBooked' || (e.type === 'ClassAttended' && !e.data.booked));
