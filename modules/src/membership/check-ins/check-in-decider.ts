import type { CheckInEvent } from './check-in-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { checkInRefusals } from './check-in-refusals.js';
import { verdictRefusal } from '../members/public.js';
import type { Verdict } from '../members/public.js';
import { doorRefusal, doorRefusalMessage } from '../door-hours/public.js';
import type { DoorVerdict } from '../door-hours/public.js';

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
      /** The door hours' verdict for the minute of arrival (issue 47, item 5); absent: the door is open. */
      door?: DoorVerdict | undefined;
      /** The desk asked to let the member in despite a refusal, with the reason it typed. */
      override: {
        requested: boolean;
        allowed: boolean;
        byUserId: number | null;
        byName: string;
        reason?: string | undefined;
      };
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

/**
 * A check-in refused by the rules: 409 with the reason's code (`check_in.expired`, with its date), and in `details`
 * the reason, the expiry and whether this user may override it.
 */
export function checkInRefused(verdict: Extract<Verdict, { ok: false }>, canOverride: boolean) {
  return verdictRefusal(verdict, { reason: verdict.reason, expiryDate: verdict.expiryDate, canOverride });
}

/** The details of a door refusal's 409: the short reason the desk shows, and until when. */
const DOOR_REASONS = {
  closed_until: 'closed',
  closed_since: 'closed',
  closed_today: 'closed',
  closure: 'closure',
  prayer: 'prayer',
  gender_hours: 'gender_hours',
  plan_window: 'plan_window',
  plan_day: 'plan_window',
} as const;

/** A check-in refused by the door hours: 409 with the door's code (`door.prayer`, its prayer and end). */
export function doorRefused(door: Extract<DoorVerdict, { ok: false }>, canOverride: boolean) {
  return doorRefusal(door, { reason: DOOR_REASONS[door.key], expiryDate: null, canOverride, until: door.until });
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
      // The membership's refusal comes before the door's: an expired member is told so, not that the door is closed.
      const { verdict, door, override: asked } = command;
      const overrides = asked.requested && asked.allowed;
      if (!verdict.ok && !overrides) throw checkInRefused(verdict, asked.allowed);
      if (verdict.ok && door && !door.ok && !overrides) throw doorRefused(door, asked.allowed);
      if (recentCheckIn(state.checkIns, command.at)) return [];
      const refusal = !verdict.ok
        ? { refusal: verdict.message, code: `check_in.${verdict.reason}`, params: { ...verdict.params } }
        : door && !door.ok
          ? { refusal: doorRefusalMessage(door), code: `door.${door.key}`, params: { ...door.params } }
          : null;
      const reason = asked.reason?.trim();
      const override = refusal
        ? { byUserId: asked.byUserId, byName: asked.byName, ...refusal, ...(reason ? { reason } : {}) }
        : null;
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
    if (!checkIn) throw checkInRefusals.missing('not_found');
    if (checkIn.checkedOutAt) throw checkInRefusals.refuse('already_checked_out', { at: checkIn.checkedOutAt });
    if (Date.parse(command.at) < Date.parse(checkIn.at)) throw checkInRefusals.invalid('out_before_in');
    return [
      { type: 'MemberCheckedOut', data: { checkInId: command.checkInId, memberId: command.memberId, at: command.at } },
    ];
  },
};
