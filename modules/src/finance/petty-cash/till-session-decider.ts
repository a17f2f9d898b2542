import type { Decider } from '@gym/kernel/commands/decider';
import { toQar } from '@gym/kernel/contracts/money';
import { QAR_DENOMINATIONS } from './denominations.js';
import { pettyCashRefusals } from './petty-cash-refusals.js';
import type { SessionEntry } from './till-directory-decider.js';
import type { CashSource, TillEvent } from './till-events.js';

/**
 * A till session's stream (or the unassigned stream): its movements' net and whether it is closed. What it was
 * opened with (desk, float) is in the directory and comes with each command.
 */
export interface SessionState {
  readonly closed: boolean;
  /** Everything that moved: cash from events, top-ups, withdrawals, adjustments (+ in, − out). */
  readonly net: number;
  /** Of the unassigned stream: its net not yet settled by a close. */
  readonly unsettled: number;
  /** Of the unassigned stream: movements not yet settled (they may net to 0). */
  readonly unsettledCount: number;
  readonly causes: ReadonlySet<string>;
}

export type SessionCommand =
  | {
      type: 'RecordCash';
      /** null: the unassigned session (no till was open). */
      session: SessionEntry | null;
      source: CashSource;
      amount: number;
      reference: { kind: string; id: string };
      label: string;
      causeEventId: string;
    }
  | { type: 'TopUp'; session: SessionEntry | null; amount: number; reason: string }
  | { type: 'Withdraw'; session: SessionEntry | null; amount: number; reason: string }
  | {
      type: 'Adjust';
      session: SessionEntry | null;
      amount: number;
      reason: string;
      correctsSessionId: string | null;
    }
  | {
      type: 'CloseTill';
      session: SessionEntry | null;
      counts: readonly { denomination: number; count: number }[];
      reason: string | null;
      /** The variance (dirhams, either way) above which the close needs a reason: the till setting in force. */
      varianceReasonThreshold: number;
      /** The unassigned session's unsettled cash and stream version: this close settles it. */
      unassigned: UnassignedCash;
      closedOn: string;
    };

/** The unassigned session as a close settles it. */
export interface UnassignedCash {
  readonly unsettled: number;
  readonly unsettledCount: number;
  readonly version: number;
}

/** What the drawer should hold: the float, everything that moved, and the unassigned cash this close settles. */
export const expectedCash = (session: SessionEntry, state: SessionState, unassigned = 0) =>
  session.float + state.net + unassigned;

export const countedCash = (counts: readonly { denomination: number; count: number }[]) =>
  counts.reduce((sum, c) => sum + c.denomination * c.count, 0);

export const sessionDecider: Decider<SessionState, SessionCommand, TillEvent> = {
  initialState: () => ({ closed: false, net: 0, unsettled: 0, unsettledCount: 0, causes: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'TillCashRecorded':
        return {
          ...state,
          net: state.net + event.data.amount,
          unsettled: state.unsettled + event.data.amount,
          unsettledCount: state.unsettledCount + 1,
          causes: new Set(state.causes).add(event.data.causeEventId),
        };
      case 'TillToppedUp':
        return { ...state, net: state.net + event.data.amount };
      case 'TillCashWithdrawn':
        return { ...state, net: state.net - event.data.amount };
      case 'TillAdjusted':
        return { ...state, net: state.net + event.data.amount };
      case 'TillClosed':
        return { ...state, closed: true };
      case 'TillUnassignedSettled':
        return { ...state, unsettled: state.unsettled - event.data.amount, unsettledCount: 0 };
      default:
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'RecordCash') {
      // Cash from events is never refused: the money moved. A closed session never gets it (the router skips it).
      if (state.causes.has(command.causeEventId)) return [];
      if (command.session && state.closed) throw pettyCashRefusals.refuse('session_closed');
      return [
        {
          type: 'TillCashRecorded',
          data: {
            sessionId: command.session?.sessionId ?? null,
            source: command.source,
            amount: command.amount,
            reference: command.reference,
            label: command.label,
            causeEventId: command.causeEventId,
          },
        },
      ];
    }
    const session = command.session;
    if (!session) throw pettyCashRefusals.missing('session_not_found');
    const sessionId = session.sessionId;
    if (state.closed && command.type === 'Adjust') return adjustClosed(sessionId, command);
    if (state.closed) throw pettyCashRefusals.refuse('closed_locked');
    switch (command.type) {
      case 'TopUp':
      case 'Withdraw': {
        if (command.amount <= 0) throw pettyCashRefusals.invalid('not_positive');
        if (!command.reason.trim()) throw pettyCashRefusals.invalid('no_reason');
        if (command.type === 'TopUp')
          return [{ type: 'TillToppedUp', data: { sessionId, amount: command.amount, reason: command.reason.trim() } }];
        const held = expectedCash(session, state);
        if (command.amount > held)
          throw pettyCashRefusals.refuse('over_withdraw', { heldQar: toQar(held), amountQar: toQar(command.amount) });
        return [
          { type: 'TillCashWithdrawn', data: { sessionId, amount: command.amount, reason: command.reason.trim() } },
        ];
      }
      case 'Adjust':
        if (command.amount === 0) throw pettyCashRefusals.invalid('adjust_no_amount');
        if (!command.reason.trim()) throw pettyCashRefusals.invalid('adjust_no_reason');
        if (command.correctsSessionId === sessionId) throw pettyCashRefusals.invalid('adjust_open_session');
        return [
          {
            type: 'TillAdjusted',
            data: {
              sessionId,
              amount: command.amount,
              reason: command.reason.trim(),
              correctsSessionId: command.correctsSessionId,
            },
          },
        ];
      case 'CloseTill': {
        for (const c of command.counts) {
          if (!(QAR_DENOMINATIONS as readonly number[]).includes(c.denomination))
            throw pettyCashRefusals.invalid('denomination', { denominationQar: toQar(c.denomination) });
          if (!Number.isInteger(c.count) || c.count < 0) throw pettyCashRefusals.invalid('count_whole');
        }
        const counts = command.counts.filter((c) => c.count > 0);
        const counted = countedCash(counts);
        const expected = expectedCash(session, state, command.unassigned.unsettled);
        const variance = counted - expected;
        const reason = command.reason?.trim() || null;
        const threshold = command.varianceReasonThreshold;
        if (Math.abs(variance) > threshold && !reason)
          throw pettyCashRefusals.invalid(
            'variance_reason',
            {
              varianceQar: toQar(Math.abs(variance)),
              direction: variance > 0 ? 'over' : 'short',
              expectedQar: toQar(expected),
              thresholdQar: toQar(threshold),
            },
            { variance: toQar(variance), expected: toQar(expected), counted: toQar(counted) },
          );
        const closed: TillEvent = {
          type: 'TillClosed',
          data: {
            sessionId,
            deskId: session.deskId,
            counts,
            counted,
            expected,
            variance,
            reason,
            unassignedSettled: command.unassigned.unsettled,
            closedOn: command.closedOn,
          },
        };
        return [closed];
      }
    }
  },
};

/**
 * A closed session stays locked (no movement, no second count); what was wrong in it is corrected by an adjusting
 * event on its own stream, which names it (`correctsSessionId` is the session itself): its expected total and its
 * variance follow, its count at close stays as it was.
 */
function adjustClosed(sessionId: string, command: Extract<SessionCommand, { type: 'Adjust' }>): TillEvent[] {
  if (command.amount === 0) throw pettyCashRefusals.invalid('adjust_no_amount');
  if (!command.reason.trim()) throw pettyCashRefusals.invalid('adjust_no_reason');
  if (command.correctsSessionId !== null && command.correctsSessionId !== sessionId)
    throw pettyCashRefusals.refuse('adjust_closed_other');
  return [
    {
      type: 'TillAdjusted',
      data: { sessionId, amount: command.amount, reason: command.reason.trim(), correctsSessionId: sessionId },
    },
  ];
}

/** The unassigned session's side of a close: its unsettled cash, settled into the closing session. */
export function settleUnassigned(sessionId: string, unassigned: UnassignedCash): TillEvent[] {
  if (unassigned.unsettledCount === 0) return [];
  return [
    {
      type: 'TillUnassignedSettled',
      data: { sessionId, amount: unassigned.unsettled, throughVersion: unassigned.version },
    },
  ];
}
