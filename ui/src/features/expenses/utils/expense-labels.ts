import type { EXPENSE_METHOD_LABELS, EXPENSE_STATUS_LABELS } from '@gym/modules/finance/expenses/expense-contracts';
import type { REVENUE_SOURCE_LABELS } from '@gym/modules/finance/expenses/money-report-contracts';

/**
 * The ids of the expense methods', statuses' and revenue sources' names in the expenses catalogue. The contracts'
 * labels stay the English words of the server's files (CSV, Excel); the screens show these.
 */
export const EXPENSE_METHOD_LABEL_IDS: Record<keyof typeof EXPENSE_METHOD_LABELS, string> = {
  cash: 'expenses.method.cash',
  card: 'expenses.method.card',
  bank_transfer: 'expenses.method.bankTransfer',
};

export const EXPENSE_STATUS_LABEL_IDS: Record<keyof typeof EXPENSE_STATUS_LABELS, string> = {
  pending_approval: 'expenses.status.pendingApproval',
  paid: 'expenses.status.paid',
  rejected: 'expenses.status.rejected',
  void: 'expenses.status.void',
};

export const REVENUE_SOURCE_LABEL_IDS: Record<keyof typeof REVENUE_SOURCE_LABELS, string> = {
  memberships: 'expenses.source.memberships',
  personalTraining: 'expenses.source.personalTraining',
  supplements: 'expenses.source.supplements',
  other: 'expenses.source.other',
};
