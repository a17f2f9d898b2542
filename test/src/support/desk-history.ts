import { randomUUID } from 'node:crypto';
import { addDays } from '@gym/events/calendar/local-date';
import type { RegistrationType } from '@gym/events/catalogue/common-schemas';
import type { EventStore } from '@gym/events/store/event-store';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { registerMember } from '@gym/modules/membership/members/member-commands';
import type { MemberCommand } from '@gym/modules/membership/members/member-decider';
import type { MemberProfile } from '@gym/modules/membership/members/member-events';
import { payInvoice, refundFirstPayment, sellMembership, voidInvoice } from './desk-commands.js';
import type { MembershipSale } from './desk-commands.js';

/** A step on a member's own stream that a desk property test may draw. */
export type MemberStep =
  | { kind: 'freeze'; start: number; days: number }
  | { kind: 'unfreeze' }
  | { kind: 'cancel' }
  | { kind: 'status'; status: string }
  | { kind: 'archive'; restore: boolean };

/** The commands of a member step on `day` (reasons are one letter: the tests read no reason). */
export function memberCommandsOf(step: MemberStep, memberId: string, day: string): MemberCommand[] {
  switch (step.kind) {
    case 'freeze':
      return [
        {
          type: 'FreezeMembership',
          memberId,
          from: addDays(day, step.start),
          until: addDays(day, step.start + step.days - 1),
          reason: 'f',
          today: day,
        },
      ];
    case 'unfreeze':
      return [{ type: 'UnfreezeMembership', memberId, on: day }];
    case 'cancel':
      return [{ type: 'CancelMembership', memberId, on: day, reason: 'c' }];
    case 'status':
      return [{ type: 'ChangeStatus', memberId, status: step.status, reason: 's' }];
    case 'archive':
      return [step.restore ? { type: 'RestoreMember', memberId } : { type: 'ArchiveMember', memberId, reason: 'a' }];
  }
}

/**
 * The members and invoices a random desk history has made so far, and the desk steps the property tests draw. A step
 * names a member or an invoice by a drawn index among those made (wrapping), and does nothing while there is none.
 */
export class DeskHistory {
  private readonly memberIds: string[] = [];
  private readonly invoiceIds: string[] = [];

  constructor(
    private readonly context: () => CommandContext,
    private readonly store: EventStore,
  ) {}

  /** The member a drawn index names, if any is registered. */
  member(index: number): string | undefined {
    return pick(this.memberIds, index);
  }

  async register(joinDate: string, profile: MemberProfile) {
    const memberId = randomUUID();
    await registerMember(this.context(), { type: 'RegisterMember', memberId, joinDate, profile });
    this.memberIds.push(memberId);
  }

  /**
   * A drawn sale: the plan sold to the member the drawn index names, as the drawn registration type, paid at once when
   * drawn so; the amount and days are the test's.
   */
  async sell(
    drawn: { member: number; type: RegistrationType; paid: boolean },
    planId: string,
    terms: Pick<MembershipSale, 'amount' | 'day' | 'dueDate'>,
  ) {
    const memberId = this.member(drawn.member);
    if (!memberId) return;
    const invoiceId = randomUUID();
    const sale = { invoiceId, memberId, planId, registrationType: drawn.type, paid: drawn.paid, ...terms };
    await sellMembership(this.context(), sale);
    this.invoiceIds.push(invoiceId);
  }

  async pay(payment: { invoice: number; amount: number; method: 'cash' | 'card'; day: string }) {
    const invoiceId = pick(this.invoiceIds, payment.invoice);
    if (invoiceId) await payInvoice(this.context(), { ...payment, invoiceId });
  }

  async refund(refund: { invoice: number; amount: number; day: string }) {
    const invoiceId = pick(this.invoiceIds, refund.invoice);
    if (invoiceId) await refundFirstPayment(this.context(), this.store, { ...refund, invoiceId });
  }

  async void(invoice: number) {
    const invoiceId = pick(this.invoiceIds, invoice);
    if (invoiceId) await voidInvoice(this.context(), invoiceId);
  }
}

const pick = <T>(list: readonly T[], index: number) => (list.length ? list[index % list.length] : undefined);
