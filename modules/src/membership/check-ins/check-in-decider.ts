import type { CheckInEvent } from './check-in-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { DomainError, invalid, missing, refuse } from '@gym/kernel/commands/domain-error';
import type { Verdict } from '../members/public.js';

export interface DayCheckIn {
  readonly checkInId: string;
  readonly at: string;
  readonly checkedOutAt: string | null;
}

/** One member's check-ins of one day. */
export interface CheckInDayState {
  readonly checkIns: readonly DayCheckIn[];
}

export type CheckInCommand =
  | {
      type: 'CheckIn';
      checkInId: string;
      memberId: string;
      at: string;
      day: string;
      classId: string | null;
      verdict: Verdict;
      /** The desk asked to let the member in despite a refusal. */
      override: { requested: boolean; allowed: boolean; byUserId: number | null; byName: string };
    }
  | { type: 'CheckOut'; checkInId: string; memberId: string; at: string };

/** A second check-in this soon after the first is the same visit (a double scan), not a new one. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** The check-in a new one at `at` would duplicate, looking at this day and any earlier check-ins given. */
export function recentCheckIn(checkIns: readonly DayCheckIn[], at: string): DayCheckIn | undefined {
  const time = Date.parse(at);
  return checkIns.find((c) => {
    const gap = time - Date.parse(c.at);
    return gap >= 0 && gap < DUPLICATE_WINDOW_MS;
  });
}

/** A check-in refused by the rules: 409 with the reason and expiry, and whether this user may override it. */
export class CheckInRefused extends DomainError {
  constructor(verdict: Extract<Verdict, { ok: false }>, canOverride: boolean) {
    super(409, verdict.message, { reason: verdict.reason, expiryDate: verdict.expiryDate, canOverride });
  }
}

export const checkInDecider: Decider<CheckInDayState, CheckInCommand, CheckInEvent> = {
  initialState: () => ({ checkIns: [] }),
  evolve(state, event) {
    if (event.type === 'MemberCheckedIn') {
      return {
        checkIns: [...state.checkIns, { checkInId: event.data.checkInId, at: event.data.at, checkedOutAt: null }],
      };
    }
    return {
      checkIns: state.checkIns.map((c) =>
        c.checkInId === event.data.checkInId ? { ...c, checkedOutAt: event.data.at } : c,
      ),
    };
  },
  decide(command, state) {
    if (command.type === 'CheckIn') {
      // The refusal first: a member frozen since their last visit is refused, not answered "already checked in".
      let override = null;
      if (!command.verdict.ok) {
        if (!command.override.requested || !command.override.allowed)
          throw new CheckInRefused(command.verdict, command.override.allowed);
      }
      if (recentCheckIn(state.checkIns, command.at)) return [];
      if (!command.verdict.ok) {
        override = {
          byUserId: command.override.byUserId,
          byName: command.override.byName,
          refusal: command.verdict.message,
        };
      }
      return [
        {
          type: 'MemberCheckedIn',
          data: {
            checkInId: command.checkInId,
            memberId: command.memberId,
            at: command.at,
            day: command.day,
            classId: command.classId,
            override,
          },
        },
      ];
    }
    const checkIn = state.checkIns.find((c) => c.checkInId === command.checkInId);
    if (!checkIn) throw missing('Check-in not found');
    if (checkIn.checkedOutAt) throw refuse(`Already checked out at ${checkIn.checkedOutAt}.`);
    if (Date.parse(command.at) < Date.parse(checkIn.at)) throw invalid('Check-out cannot be before check-in.');
    return [
      { type: 'MemberCheckedOut', data: { checkInId: command.checkInId, memberId: command.memberId, at: command.at } },
    ];
  },
};
