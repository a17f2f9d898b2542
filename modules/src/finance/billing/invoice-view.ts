import type { InvoiceView } from './invoices-queries.js';
import type { Invoice } from './invoice-contracts.js';
import { toQar } from '@gym/kernel/contracts/money';

export function toInvoice(view: InvoiceView): Invoice {
  return {
    id: view.id,
    number: view.number,
    memberId: view.memberId,
    memberName: view.memberName,
    memberNumber: view.memberNumber,
    type: view.type,
    description: view.description,
    amount: toQar(view.amount),
    paidAmount: toQar(view.paidAmount),
    dueAmount: toQar(view.dueAmount),
    status: view.status,
    pastDue: view.pastDue,
    issueDate: view.issueDate,
    dueDate: view.dueDate,
    paidDate: view.paidDate,
    membershipPlanId: view.membershipPlanId,
    registrationType: view.registrationType,
    payments: view.payments.map((p) => ({
      ...p,
      amount: toQar(p.amount),
      refunded: toQar(p.refunded),
      recordedAt: new Date(p.recordedAt).toISOString(),
    })),
  };
}
