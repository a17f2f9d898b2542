import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { creditLedgerDecider, creditsLeft, holdsCredit } from './credit-ledger.js';
import type { OccurrenceEvent } from './class-events.js';

describe('class credit ledger (issue 47, item 4)', () => {
  const spec = deciderSpec(creditLedgerDecider);
  const held = (occurrenceId: string) => ({ type: 'ClassCreditHeld' as const, data: { occurrenceId, memberId: 'm1' } });

  it('holds a credit for each booking decision, even for an occurrence held before (the append orders them)', () => {
    spec
      .given([])
      .when({ type: 'HoldCredit', occurrenceId: 's1.2026-11-12', memberId: 'm1' })
      .then([held('s1.2026-11-12')]);
    spec
      .given([held('s1.2026-11-12')])
      .when({ type: 'HoldCredit', occurrenceId: 's1.2026-11-12', memberId: 'm1' })
      .then([held('s1.2026-11-12')]);
  });

  it('names each held occurrence once, in the order booked', () => {
    const state = [held('a.2026-11-12'), held('b.2026-11-12'), held('a.2026-11-12')].reduce(
      creditLedgerDecider.evolve,
      creditLedgerDecider.initialState(),
    );
    expect(state).toEqual(['a.2026-11-12', 'b.2026-11-12']);
  });

  it('counts the credits left: one per occurrence that takes one, never below zero', () => {
    expect(creditsLeft(2, [])).toBe(2);
    // Given a booking to come and a cancelled one, one credit is left of two.
    expect(
      creditsLeft(2, [
        { occurrenceId: 'a', counts: true },
        { occurrenceId: 'b', counts: false },
      ]),
    ).toBe(1);
    // The same occurrence seen by the ledger and by the read tables takes one credit, not two.
    expect(
      creditsLeft(2, [
        { occurrenceId: 'a', counts: true },
        { occurrenceId: 'a', counts: true },
      ]),
    ).toBe(1);
    expect(
      creditsLeft(1, [
        { occurrenceId: 'a', counts: true },
        { occurrenceId: 'b', counts: true },
      ]),
    ).toBe(0);
  });

  it("a walk-in's class check-in holds its credit on the ledger like a booking; a booked member's check-in does not", () => {
    const attended = (booked: boolean): OccurrenceEvent => ({
      type: 'ClassAttended',
      data: { occurrenceId: 'a.2026-11-11', memberId: 'm1', checkInId: 'c1', booked },
    });
    const booked: OccurrenceEvent = {
      type: 'ClassBooked',
      data: { occurrenceId: 'b.2026-11-11', memberId: 'm1', bookingId: 'k1' },
    };
    expect(holdsCredit([attended(false)])).toBe(true);
    expect(holdsCredit([booked])).toBe(true);
    expect(holdsCredit([attended(true)])).toBe(false);
    expect(holdsCredit([])).toBe(false);
    // Given a booking held the last credit, a walk-in counted on the ledger after it finds none left; both name their
    // occurrence, so whichever appends second was counted on a stale ledger version and decides again.
    spec
      .given([held('b.2026-11-11')])
      .when({ type: 'HoldCredit', occurrenceId: 'a.2026-11-11', memberId: 'm1' })
      .then([held('a.2026-11-11')]);
    const ledger = [held('b.2026-11-11')].reduce(creditLedgerDecider.evolve, creditLedgerDecider.initialState());
    expect(
      creditsLeft(
        1,
        ledger.map((occurrenceId) => ({ occurrenceId, counts: true })),
      ),
    ).toBe(0);
  });
});
