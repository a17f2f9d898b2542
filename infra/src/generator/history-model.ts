import type { PaymentMethod } from '@gym/events/catalogue/common-schemas';
import type { DomainEvent } from '@gym/modules/catalogue';
import type { NewEvent } from '@gym/events/store/envelope';
import type { Gender } from './names.js';
import type { PlanTermsData } from '@gym/modules/membership/plans/plan-decider';
import type { PlanKey } from './plan-catalogue.js';
import type { GeneratedFile, GeneratedTemplate } from './generated-command.js';
import type { Staff } from './staff.js';

/**
 * What the history simulation keeps about the gym while it runs: plans, trainers, members with their memberships,
 * invoices and payments, and commands waiting for their turn. Stream versions are tracked per object so every
 * generated append carries the exact expected version.
 */

export type VersionRef = { version: number };

export interface Plan {
  readonly key: PlanKey;
  readonly id: string;
  readonly stream: VersionRef;
  terms: PlanTermsData;
  active: boolean;
}

export interface Trainer {
  readonly id: string;
  readonly name: string;
  readonly nationality: string;
  /** Who may teach a ladies-only or gents-only class. */
  readonly gender: Gender;
  /** The day they were registered, and the day they stop (-1 when they stay). */
  readonly hireDay: number;
  readonly leaveDay: number;
  readonly stream: VersionRef;
  readonly weight: number;
  /** Dirhams per session. */
  readonly rate: number;
  active: boolean;
}

export interface Payment {
  readonly id: string;
  readonly amount: number;
  readonly method: PaymentMethod;
}

export interface Invoice {
  readonly id: string;
  readonly stream: VersionRef;
  readonly amount: number;
  readonly payments: Payment[];
  voided: boolean;
}

export interface Membership {
  readonly id: string;
  readonly plan: Plan;
  readonly start: number;
  /** As it stands now: freezes move it later, an early unfreeze gives days back. */
  expiry: number;
  freezeFrom: number;
  /** Last frozen day (the day before an early unfreeze); -1 when never frozen. */
  freezeUntil: number;
  cancelledOn: number;
  /** A member who lapsed but will renew may turn up until this day, and the desk sometimes lets them in. */
  graceUntil: number;
  readonly invoice: Invoice;
}

export interface Member {
  readonly id: string;
  readonly stream: VersionRef;
  readonly gender: Gender;
  readonly age: number;
  readonly joinDay: number;
  readonly habitualMinute: number;
  /** Chance of a visit on an average day while the membership runs. */
  readonly visitChance: number;
  readonly ptFan: boolean;
  current: Membership | null;
  /** The membership before `current`: still valid until `current` starts (a renewal bought in advance). */
  previous: Membership | null;
  renewals: number;
  /** The day and instant of the member's last desk action: a visit that day comes after it. */
  busyDay: number;
  busyUntil: number;
  left: boolean;
  archived: boolean;
  /**
   * Whether the desk records the member's Qatar ID (issue 46, item 5), and the ID once registered: it is made from the
   * member number then, so no two members ever share one. Its stream says who holds it (QatarIdClaimed / Released).
   */
  readonly hasQatarId: boolean;
  qatarId: string | null;
  readonly qatarIdStream: VersionRef;
}

export interface Part {
  readonly streamId: string;
  readonly ref: VersionRef;
  readonly events: readonly NewEvent[];
}

/**
 * Who acts when nobody signed in does: a reactor or a scheduled job of the app (`System (<name>)`, `command` says
 * which), or a member through a link or a text reply (`Member (<source>)`).
 */
export interface SystemActor {
  readonly name: string;
  /** `reactor:<name>`, `job:<name>`, or the route a member's link or a reader calls. */
  readonly command: string;
  /** Where the request came from (a fingerprint reader's address). */
  readonly clientAddress?: string | undefined;
}

/** A command decided by the simulation, turned into events only when its turn in time order comes. */
export interface Pending {
  readonly at: number;
  readonly seq: number;
  readonly actor: Staff | SystemActor;
  readonly commandId: string;
  readonly build: () => readonly Part[];
  readonly files?: readonly GeneratedFile[] | undefined;
  /** Fingerprint templates the command stores in the vault (never in the log). */
  readonly templates?: (() => readonly GeneratedTemplate[]) | undefined;
}

/** Whether a membership lets its member in on a day (started, not expired, not cancelled, not frozen). */
export function coversDay(membership: Membership, day: number, lastDay: number): boolean {
  return (
    membership.start <= day &&
    day <= Math.min(membership.expiry, lastDay) &&
    day < membership.cancelledOn &&
    !(membership.freezeFrom <= day && day <= membership.freezeUntil)
  );
}

/** The plan's terms as a created or changed event. */
export function planEvent(type: 'MembershipPlanCreated' | 'MembershipPlanChanged', plan: Plan): NewEvent {
  const t = plan.terms;
  // Typed as the catalogue's event, so a field the plan events do not have fails to compile.
  const created: DomainEvent = {
    type,
    data: {
      planId: plan.id,
      name: t.name,
      price: t.price,
      duration: t.duration,
      durationUnit: t.durationUnit,
      description: t.description,
      joiningFee: t.joiningFee,
      billingFrequency: t.billingFrequency,
      features: [...t.features],
      allowedClasses: [...t.allowedClasses],
    },
  };
  return created;
}
