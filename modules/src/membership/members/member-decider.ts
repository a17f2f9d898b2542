import { addDays, daysBetween, expiryFor } from '@gym/events/calendar/local-date';
import type { RegistrationType } from '@gym/events/catalogue/common-schemas';
import type { MemberEvent, MemberProfile } from './member-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { invalid, missing, refuse } from '@gym/kernel/commands/domain-error';

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
  /** The latest freeze, as it stands after any early unfreeze. */
  readonly freeze: { readonly from: string; readonly until: string } | null;
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

export type RefusalReason =
  'no_membership' | 'expired' | 'frozen' | 'cancelled' | 'archived' | 'not_started' | 'suspended';

export type Verdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: RefusalReason;
      readonly message: string;
      readonly expiryDate: string | null;
    };

/** Statuses set by hand that shut the door, like a cancelled membership does. */
const BLOCKING_STATUSES = new Set(['suspended', 'inactive', 'cancelled']);

const isFrozenOn = (membership: MembershipState, day: string) =>
  membership.freeze !== null && membership.freeze.from <= day && day <= membership.freeze.until;

/** Whether the member may come in on `today`, and why not (check-in, DESIGN section 6). */
export function verdictOn(state: MemberState, today: string): Verdict {
  const current = state.current;
  const no = (reason: RefusalReason, message: string): Verdict => ({
    ok: false,
    reason,
    message,
    expiryDate: current?.expiryDate ?? null,
  });
  if (state.archived) return no('archived', 'This member is archived.');
  if (!current) return no('no_membership', 'This member has no membership yet.');
  if (current.cancelledOn) return no('cancelled', `The membership was cancelled on ${current.cancelledOn}.`);
  if (state.manualStatus && BLOCKING_STATUSES.has(state.manualStatus)) {
    return no('suspended', `The member is marked ${state.manualStatus}.`);
  }
  if (isFrozenOn(current, today)) {
    return no('frozen', `The membership is frozen until ${current.freeze!.until} (expires ${current.expiryDate}).`);
  }
  if (current.expiryDate < today) return no('expired', `The membership expired on ${current.expiryDate}.`);
  if (current.coveredSince > today) return no('not_started', `The membership starts on ${current.coveredSince}.`);
  return { ok: true };
}

function requireMember(state: MemberState): void {
  if (!state.registered) throw missing('Member not found');
}

function requireCurrent(state: MemberState): MembershipState {
  if (!state.current) throw refuse('This member has no membership.');
  return state.current;
}

/** When a sale starts: renewal the day after the current expiry if still ahead, else today (DESIGN section 6). */
function startOf(state: MemberState, command: Extract<MemberCommand, { type: 'SellMembership' }>): string {
  const { today, registrationType } = command;
  const current = state.current;
  const live = current !== null && !current.cancelledOn && current.expiryDate >= today;
  if (registrationType === 'New Registration') {
    if (current) throw refuse('This member already had a membership: sell a Renewal or an Update instead.');
    const start = command.startDate ?? today;
    if (
      daysBetween(today, start) > START_DATE_WINDOW.futureDays ||
      daysBetween(start, today) > START_DATE_WINDOW.pastDays
    ) {
      throw invalid(
        `The start date must be within ${START_DATE_WINDOW.pastDays} days before and ${START_DATE_WINDOW.futureDays} after today.`,
      );
    }
    return start;
  }
  if (!current) throw refuse('This member has no membership to renew or change: sell a New Registration.');
  if (registrationType === 'Renewal') return live ? addDays(current.expiryDate, 1) : today;
  if (!live) throw refuse('The membership is not running: sell a Renewal to start a new one.');
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
        return { ...state, registered: true, memberNumber, joinDate, profile };
      }
      case 'MemberProfileChanged': {
        const { memberId: _id, ...profile } = event.data;
        return { ...state, profile };
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
            freeze: null,
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
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'RegisterMember') {
      if (state.registered) throw refuse('This member is already registered.');
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
        if (state.archived) throw refuse('This member is archived: restore them first.');
        if (!command.plan.active) throw refuse(`The plan "${command.plan.name}" is no longer sold.`);
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
            },
          },
        ];
      }
      case 'FreezeMembership': {
        const current = requireCurrent(state);
        if (current.cancelledOn) throw refuse('The membership was cancelled.');
        if (current.expiryDate < command.today) throw refuse(`The membership expired on ${current.expiryDate}.`);
        if (current.freeze && current.freeze.until >= command.today) {
          throw refuse(`The membership is already frozen until ${current.freeze.until}.`);
        }
        if (command.from < command.today) throw invalid('A freeze cannot start in the past.');
        if (command.until < command.from) throw invalid('The freeze must end on or after its first day.');
        if (command.from > current.expiryDate)
          throw invalid(`The membership ends on ${current.expiryDate}, before the freeze would start.`);
        const days = daysBetween(command.from, command.until) + 1;
        if (days > MAX_FREEZE_DAYS) throw invalid(`A freeze can last at most ${MAX_FREEZE_DAYS} days.`);
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
        if (!freeze || freeze.until < command.on) throw refuse('The membership is not frozen.');
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
        if (current.cancelledOn) throw refuse(`The membership was already cancelled on ${current.cancelledOn}.`);
        if (current.expiryDate < command.on) throw refuse(`The membership already expired on ${current.expiryDate}.`);
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
