import { addDays, daysBetween, expiryFor } from '@gym/events/calendar/local-date';
import type { AccessWindow, RegistrationType } from '@gym/events/catalogue/common-schemas';
import { withProfileDefaults } from './member-events.js';
import type { MemberEvent, MemberProfile } from './member-events.js';
import { QATAR_ID_PATTERN, namesProblems } from './member-names.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { memberRefusals } from './member-refusals.js';

export interface MembershipState {
  readonly membershipId: string;
  readonly planId: string;
  readonly planName: string;
  readonly registrationType: RegistrationType;
  readonly startDate: string;
  readonly expiryDate: string;
  /**
   * First day of the unbroken run of memberships this one belongs to: a renewal sold in advance starts the day after
   * the running one ends, and the member stays welcome meanwhile.
   */
  readonly coveredSince: string;
  readonly price: number;
  readonly joiningFee: number;
  readonly cancelledOn: string | null;
  /** The class credits of a pack, null for a time-based membership (issue 47). */
  readonly classCredits: number | null;
  /** The latest freeze, as it stands after any early unfreeze. */
  readonly freeze: { readonly from: string; readonly until: string } | null;
  /** The plan's access windows as sold (none: whenever the gym is open). */
  readonly accessWindows?: readonly AccessWindow[];
}

export interface MemberState {
  readonly registered: boolean;
  readonly memberNumber: number;
  readonly profile: MemberProfile | null;
  readonly joinDate: string | null;
  readonly avatar: string | null;
  readonly archived: boolean;
  readonly manualStatus: string | null;
  readonly current: MembershipState | null;
}

export interface PlanTerms {
  readonly planId: string;
  readonly name: string;
  readonly price: number;
  readonly joiningFee: number;
  readonly duration: number;
  readonly durationUnit: 'months' | 'days';
  readonly active: boolean;
  /** A pack's class credits (issue 47); absent or null: a time-based plan. */
  readonly classCredits?: number | null | undefined;
  /** When the plan admits its members; a membership keeps the windows it was sold with. */
  readonly accessWindows?: readonly AccessWindow[] | undefined;
}

export type MemberCommand =
  | { type: 'RegisterMember'; memberId: string; memberNumber: number; joinDate: string; profile: MemberProfile }
  | { type: 'ChangeProfile'; memberId: string; profile: MemberProfile }
  | { type: 'ChangeAvatar'; memberId: string; avatar: string | null }
  | { type: 'ArchiveMember'; memberId: string; reason: string }
  | { type: 'RestoreMember'; memberId: string }
  | { type: 'ChangeStatus'; memberId: string; status: string; reason: string }
  | {
      type: 'SellMembership';
      memberId: string;
      membershipId: string;
      invoiceId: string;
      plan: PlanTerms;
      registrationType: RegistrationType;
      today: string;
      startDate?: string | null | undefined;
    }
  | { type: 'FreezeMembership'; memberId: string; from: string; until: string; reason: string; today: string }
  | { type: 'UnfreezeMembership'; memberId: string; on: string }
  | { type: 'CancelMembership'; memberId: string; on: string; reason: string };

/** The longest single freeze the desk can record. */
export const MAX_FREEZE_DAYS = 90;
/** How far a new registration may start before or after today (back-dating a paper form, or a future start). */
export const START_DATE_WINDOW = { pastDays: 31, futureDays: 90 } as const;

/** The door's verdict lives beside the decider (check-in-verdict.ts); exported here as before. */
export { verdictOn } from './check-in-verdict.js';
export type { RefusalReason, Verdict } from './check-in-verdict.js';

/**
 * A profile the rules accept (issue 46, item 5): a name in Latin or Arabic script, and a Qatar ID of the right shape.
 * The form's schema says the same field by field; this holds for every path to the event (a PATCH merges fields).
 */
function checkProfile(profile: MemberProfile): void {
  const missingNames = namesProblems(profile).map((p) => p.field);
  if (missingNames.length > 0) {
    throw memberRefusals.invalid(
      missingNames.length > 1
        ? 'names_required'
        : missingNames[0] === 'firstName'
          ? 'first_name_required'
          : 'last_name_required',
    );
  }
  if (profile.qatarId !== null && !QATAR_ID_PATTERN.test(profile.qatarId)) throw memberRefusals.invalid('qid_format');
}

function requireMember(state: MemberState): void {
  if (!state.registered) throw memberRefusals.missing('not_found');
}

function requireCurrent(state: MemberState): MembershipState {
  if (!state.current) throw memberRefusals.refuse('no_membership');
  return state.current;
}

/** When a sale starts: renewal the day after the current expiry if still ahead, else today (DESIGN section 6). */
function startOf(state: MemberState, command: Extract<MemberCommand, { type: 'SellMembership' }>): string {
  const { today, registrationType } = command;
  const current = state.current;
  const live = current !== null && !current.cancelledOn && current.expiryDate >= today;
  if (registrationType === 'New Registration') {
    if (current) throw memberRefusals.refuse('had_membership');
    const start = command.startDate ?? today;
    if (
      daysBetween(today, start) > START_DATE_WINDOW.futureDays ||
      daysBetween(start, today) > START_DATE_WINDOW.pastDays
    ) {
      throw memberRefusals.invalid('start_date_window', {
        pastDays: START_DATE_WINDOW.pastDays,
        futureDays: START_DATE_WINDOW.futureDays,
      });
    }
    return start;
  }
  if (!current) throw memberRefusals.refuse('nothing_to_renew');
  if (registrationType === 'Renewal') return live ? addDays(current.expiryDate, 1) : today;
  if (!live) throw memberRefusals.refuse('not_running');
  return today;
}

export const memberDecider: Decider<MemberState, MemberCommand, MemberEvent> = {
  initialState: () => ({
    registered: false,
    memberNumber: 0,
    profile: null,
    joinDate: null,
    avatar: null,
    archived: false,
    manualStatus: null,
    current: null,
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered': {
        const { memberId: _id, memberNumber, joinDate, ...profile } = event.data;
        return { ...state, registered: true, memberNumber, joinDate, profile: withProfileDefaults(profile) };
      }
      case 'MemberProfileChanged': {
        const { memberId: _id, ...profile } = event.data;
        return { ...state, profile: withProfileDefaults(profile) };
      }
      case 'MemberAvatarChanged':
        return { ...state, avatar: event.data.avatar };
      case 'MemberArchived':
        return { ...state, archived: true };
      case 'MemberRestored':
        return { ...state, archived: false };
      case 'MemberStatusChanged':
        return { ...state, manualStatus: event.data.status === 'active' ? null : event.data.status };
      case 'MembershipSold': {
        const d = event.data;
        const previous = state.current;
        const continues = previous !== null && !previous.cancelledOn && d.startDate === addDays(previous.expiryDate, 1);
        return {
          ...state,
          manualStatus: null,
          current: {
            membershipId: d.membershipId,
            planId: d.planId,
            planName: d.planName,
            registrationType: d.registrationType,
            startDate: d.startDate,
            expiryDate: d.expiryDate,
            coveredSince: continues ? previous.coveredSince : d.startDate,
            price: d.price,
            joiningFee: d.joiningFee,
            cancelledOn: null,
            classCredits: d.classCredits ?? null,
            freeze: null,
            ...(d.accessWindows ? { accessWindows: d.accessWindows } : {}),
          },
        };
      }
      case 'MembershipFrozen':
        return state.current
          ? {
              ...state,
              current: {
                ...state.current,
                expiryDate: event.data.expiryDate,
                freeze: { from: event.data.from, until: event.data.until },
              },
            }
          : state;
      case 'MembershipUnfrozen': {
        const current = state.current;
        if (!current?.freeze) return state;
        const freeze =
          event.data.on <= current.freeze.from
            ? null
            : { from: current.freeze.from, until: addDays(event.data.on, -1) };
        return { ...state, current: { ...current, expiryDate: event.data.expiryDate, freeze } };
      }
      case 'MembershipCancelled':
        return state.current ? { ...state, current: { ...state.current, cancelledOn: event.data.on } } : state;
      case 'MemberNumberAssigned':
      case 'QatarIdClaimed':
      case 'QatarIdReleased':
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'RegisterMember') {
      if (state.registered) throw memberRefusals.refuse('already_registered');
      checkProfile(command.profile);
      return [
        {
          type: 'MemberRegistered',
          data: {
            memberId: command.memberId,
            memberNumber: command.memberNumber,
            joinDate: command.joinDate,
            ...command.profile,
          },
        },
      ];
    }
    requireMember(state);
    const memberId = command.memberId;
    switch (command.type) {
      case 'ChangeProfile': {
        checkProfile(command.profile);
        const unchanged = Object.entries(command.profile).every(
          ([key, value]) => state.profile?.[key as keyof MemberProfile] === value,
        );
        return unchanged ? [] : [{ type: 'MemberProfileChanged', data: { memberId, ...command.profile } }];
      }
      case 'ChangeAvatar':
        return state.avatar === command.avatar
          ? []
          : [{ type: 'MemberAvatarChanged', data: { memberId, avatar: command.avatar } }];
      case 'ArchiveMember':
        return state.archived ? [] : [{ type: 'MemberArchived', data: { memberId, reason: command.reason } }];
      case 'RestoreMember':
        return state.archived ? [{ type: 'MemberRestored', data: { memberId } }] : [];
      case 'ChangeStatus':
        return [{ type: 'MemberStatusChanged', data: { memberId, status: command.status, reason: command.reason } }];
      case 'SellMembership': {
        if (state.archived) throw memberRefusals.refuse('archived');
        if (!command.plan.active) throw memberRefusals.refuse('plan_not_sold', { name: command.plan.name });
        const startDate = startOf(state, command);
        return [
          {
            type: 'MembershipSold',
            data: {
              memberId,
              membershipId: command.membershipId,
              planId: command.plan.planId,
              planName: command.plan.name,
              registrationType: command.registrationType,
              startDate,
              expiryDate: expiryFor(startDate, command.plan.duration, command.plan.durationUnit),
              price: command.plan.price,
              joiningFee: command.registrationType === 'New Registration' ? command.plan.joiningFee : 0,
              invoiceId: command.invoiceId,
              ...(command.plan.classCredits ? { classCredits: command.plan.classCredits } : {}),
              ...(command.plan.accessWindows?.length
                ? { accessWindows: command.plan.accessWindows.map((w) => ({ ...w, weekdays: [...w.weekdays] })) }
                : {}),
            },
          },
        ];
      }
      case 'FreezeMembership': {
        const current = requireCurrent(state);
        if (current.cancelledOn) throw memberRefusals.refuse('freeze_cancelled');
        if (current.expiryDate < command.today)
          throw memberRefusals.refuse('freeze_expired', { date: current.expiryDate });
        if (current.freeze && current.freeze.until >= command.today) {
          throw memberRefusals.refuse('already_frozen', { until: current.freeze.until });
        }
        if (command.from < command.today) throw memberRefusals.invalid('freeze_in_past');
        if (command.until < command.from) throw memberRefusals.invalid('freeze_ends_before_start');
        if (command.from > current.expiryDate)
          throw memberRefusals.invalid('freeze_after_expiry', { expiryDate: current.expiryDate });
        const days = daysBetween(command.from, command.until) + 1;
        if (days > MAX_FREEZE_DAYS) throw memberRefusals.invalid('freeze_too_long', { days: MAX_FREEZE_DAYS });
        return [
          {
            type: 'MembershipFrozen',
            data: {
              memberId,
              membershipId: current.membershipId,
              from: command.from,
              until: command.until,
              days,
              reason: command.reason,
              expiryDate: addDays(current.expiryDate, days),
            },
          },
        ];
      }
      case 'UnfreezeMembership': {
        const current = requireCurrent(state);
        const freeze = current.freeze;
        if (!freeze || freeze.until < command.on) throw memberRefusals.refuse('not_frozen');
        // Days from `on` to the planned end come back off the expiry; a freeze not begun is withdrawn whole.
        const unused = daysBetween(command.on <= freeze.from ? freeze.from : command.on, freeze.until) + 1;
        return [
          {
            type: 'MembershipUnfrozen',
            data: {
              memberId,
              membershipId: current.membershipId,
              on: command.on,
              expiryDate: addDays(current.expiryDate, -unused),
            },
          },
        ];
      }
      case 'CancelMembership': {
        const current = requireCurrent(state);
        if (current.cancelledOn) throw memberRefusals.refuse('already_cancelled', { date: current.cancelledOn });
        if (current.expiryDate < command.on)
          throw memberRefusals.refuse('already_expired', { date: current.expiryDate });
        return [
          {
            type: 'MembershipCancelled',
            data: { memberId, membershipId: current.membershipId, on: command.on, reason: command.reason },
          },
        ];
      }
    }
  },
};
