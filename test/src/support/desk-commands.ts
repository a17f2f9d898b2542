import { randomUUID } from 'node:crypto';
import type { PaymentMethod, RegistrationType } from '@gym/events/catalogue/common-schemas';
import type { MemberProfile } from '@gym/modules/membership/members/member-events';
import { issueInvoice, runInvoiceCommand } from '@gym/modules/finance/billing/invoice-commands';
import type { CommandContext } from '@gym/kernel/commands/execute-command';

/**
 * Desk commands with the fields a property test does not vary filled in, so each test shows only what it draws.
 * They run the real command handlers against the real event store of the context.
 */

/** A member profile with only the required fields (and what the test gives). */
export function plainProfile(
  options: { female?: boolean; nationality?: string | null; phone?: string } = {},
): MemberProfile {
  return {
    firstName: 'A',
    lastName: 'B',
    phone: options.phone ?? '+97455000000',
    gender: options.female ? 'female' : 'male',
    email: null,
    nationality: options.nationality ?? null,
    address: null,
    dateOfBirth: null,
    weight: null,
    emergencyContact: null,
    emergencyPhone: null,
    notes: null,
  };
}

/** A membership sale: the membership invoice, paid at once in cash when `paid`. */
export async function sellMembership(
  context: CommandContext,
  sale: {
    invoiceId: string;
    memberId: string;
    planId: string;
    registrationType: RegistrationType;
    amount: number;
    day: string;
    dueDate: string;
    paid: boolean;
  },
) {
  return issueInvoice(context, {
    invoiceId: sale.invoiceId,
    memberId: sale.memberId,
    type: 'membership',
    description: null,
    amount: sale.amount,
    issueDate: sale.day,
    dueDate: sale.dueDate,
    ptPackageId: null,
    payNow: sale.paid ? { paymentId: randomUUID(), method: 'cash', paymentDate: sale.day } : null,
    sale: { membershipId: randomUUID(), planId: sale.planId, registrationType: sale.registrationType, startDate: null },
  });
}

/** A payment on an invoice. */
export async function payInvoice(
  context: CommandContext,
  payment: { invoiceId: string; amount: number; method: PaymentMethod; day: string },
) {
  return runInvoiceCommand(context, payment.invoiceId, {
    type: 'RecordPayment',
    invoiceId: payment.invoiceId,
    paymentId: randomUUID(),
    amount: payment.amount,
    method: payment.method,
    paymentDate: payment.day,
    notes: null,
  });
}
