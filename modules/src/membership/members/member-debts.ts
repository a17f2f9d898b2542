import type { InvoiceEvent } from '../../finance/billing/invoice-events.js';
import type { PtEvent } from '../personal-training/pt-events.js';
import type { ProjectedRows } from '@gym/kernel/projection/batch-rows';
import type { MemberRecordEvent } from './member-record-events.js';

/*
 * A member's debts, as the members projector keeps them (what `due_amount` and `pt_due_amount` sum) and the
 * dashboard keeps them too for its Past Due figures over time: one function, so both count the same money.
 */

/** One debt of a member: a membership invoice (`kind` invoice) or a PT package's balance (`kind` pt). */
export interface DueRow extends Record<string, unknown> {
  debt_id: string;
  kind: 'invoice' | 'pt';
  member_id: string;
  outstanding: number;
}

export const ptDebtId = (packageId: string) => `pt-package-${packageId}`;

export const dueTypes: ReadonlySet<string> = new Set([
  'InvoiceIssued',
  'PaymentRecorded',
  'PaymentRefunded',
  'InvoiceVoided',
]);
export const ptDueTypes: ReadonlySet<string> = new Set(['PtPackageSold', 'PtPackageSettled']);

/** The debt an event changes (an invoice, or a PT package's balance), or null for an event that changes none. */
export function debtIdOf(event: MemberRecordEvent): string | null {
  if (dueTypes.has(event.type) && 'invoiceId' in event.data) return event.data.invoiceId as string;
  if (ptDueTypes.has(event.type) && 'packageId' in event.data) return ptDebtId(event.data.packageId as string);
  return null;
}

/** Applies a debt event to the debts (`changeDebt` says what it changed). */
function applyDueEvent(dues: ProjectedRows<DueRow>, any: MemberRecordEvent): void {
  const event = any as InvoiceEvent | PtEvent;
  switch (event.type) {
    case 'InvoiceIssued':
      dues.set({
        debt_id: event.data.invoiceId,
        kind: 'invoice',
        member_id: event.data.memberId,
        outstanding: event.data.amount,
      });
      break;
    case 'PtPackageSold':
      dues.set({
        debt_id: ptDebtId(event.data.packageId),
        kind: 'pt',
        member_id: event.data.memberId,
        outstanding: event.data.amount - event.data.paidAmount,
      });
      break;
    case 'PtPackageSettled': {
      const row = dues.get(ptDebtId(event.data.packageId));
      if (row) dues.set({ ...row, outstanding: event.data.dueAmount });
      break;
    }
    case 'PaymentRecorded':
      dues.change(event.data.invoiceId, (row) => {
        row.outstanding -= event.data.amount;
      });
      break;
    case 'PaymentRefunded':
      dues.change(event.data.invoiceId, (row) => {
        row.outstanding += event.data.amount;
      });
      break;
    case 'InvoiceVoided':
      dues.change(event.data.invoiceId, (row) => {
        row.outstanding = 0;
      });
      break;
  }
}

/** What a debt event changed: whose debt, of which kind, and by how much it changed what they owe (may be 0). */
export interface DebtChange {
  readonly memberId: string;
  readonly kind: DueRow['kind'];
  readonly change: number;
}

/**
 * Applies a debt event to the debts (`applyDueEvent`) and answers what it changed, or null when it changed no debt
 * (a payment on an invoice never issued). A member's total of a kind moves by `change`, so what they owe stays the
 * sum of their debts without summing them again.
 */
export function changeDebt(dues: ProjectedRows<DueRow>, event: MemberRecordEvent): DebtChange | null {
  const debtId = debtIdOf(event);
  if (!debtId) return null;
  const before = dues.get(debtId)?.outstanding ?? 0;
  applyDueEvent(dues, event);
  const after = dues.get(debtId);
  return after ? { memberId: after.member_id, kind: after.kind, change: after.outstanding - before } : null;
}
