import { defineAudit } from '@gym/kernel/audit/audit-contract';
import type { ExpenseEvent } from './expense-events.js';

const METHOD_WORDS = { cash: 'in cash from the till', card: 'by card', bank_transfer: 'by bank transfer' } as const;

/** Expenses in the Audit trail, readable with canViewFinancials. */
export const expenseAudit = defineAudit<ExpenseEvent>({
  access: {
    ExpenseRecorded: 'canViewFinancials',
    ExpenseApproved: 'canViewFinancials',
    ExpenseRejected: 'canViewFinancials',
    ExpensePaid: 'canViewFinancials',
    ExpenseVoided: 'canViewFinancials',
    ExpenseSettingsChanged: 'canViewFinancials',
  },
  describe(event) {
    switch (event.type) {
      case 'ExpenseRecorded':
        return [
          'recorded expense ',
          { ref: 'expense', id: event.data.expenseId },
          ' of ',
          { money: event.data.amount },
          ` (${event.data.category}) to ${event.data.vendor || 'no vendor named'} on `,
          { date: event.data.date },
          event.data.needsApproval ? ', waiting for approval' : '',
        ];
      case 'ExpenseApproved':
        return [
          'approved expense ',
          { ref: 'expense', id: event.data.expenseId },
          event.data.note ? `: ${event.data.note}` : '',
        ];
      case 'ExpenseRejected':
        return ['rejected expense ', { ref: 'expense', id: event.data.expenseId }, `: ${event.data.reason}`];
      case 'ExpensePaid':
        return [
          'paid ',
          { money: event.data.amount },
          ` ${METHOD_WORDS[event.data.method]} for expense `,
          { ref: 'expense', id: event.data.expenseId },
          ` (${event.data.category})`,
        ];
      case 'ExpenseVoided':
        return [
          'voided expense ',
          { ref: 'expense', id: event.data.expenseId },
          '; ',
          { money: event.data.amount },
          ` came back ${METHOD_WORDS[event.data.method].replace('from', 'into')}: ${event.data.reason}`,
        ];
      case 'ExpenseSettingsChanged':
        return [
          `set the expense categories to ${event.data.categories.join(', ')} and the approval threshold to `,
          { money: event.data.approvalThreshold },
        ];
    }
  },
  names: {
    ExpenseRecorded: (event) => [
      { kind: 'expense', id: event.data.expenseId, name: `${event.data.category}: ${event.data.vendor}` },
    ],
  },
});
