import { auditFlag, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
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
          ' (',
          auditValue('category', event.data.category),
          ') to ',
          auditFlag('vendorNamed', Boolean(event.data.vendor), '', 'no vendor named'),
          ...(event.data.vendor ? [auditValue('vendor', event.data.vendor)] : []),
          ' on ',
          { date: event.data.date },
          auditFlag('needsApproval', event.data.needsApproval, ', waiting for approval'),
        ];
      case 'ExpenseApproved':
        return [
          'approved expense ',
          { ref: 'expense', id: event.data.expenseId },
          auditFlag('noted', Boolean(event.data.note), ': '),
          ...(event.data.note ? [auditValue('note', event.data.note)] : []),
        ];
      case 'ExpenseRejected':
        return [
          'rejected expense ',
          { ref: 'expense', id: event.data.expenseId },
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'ExpensePaid':
        return [
          'paid ',
          { money: event.data.amount },
          ' ',
          auditValue('method', event.data.method, METHOD_WORDS[event.data.method]),
          ' for expense ',
          { ref: 'expense', id: event.data.expenseId },
          ' (',
          auditValue('category', event.data.category),
          ')',
        ];
      case 'ExpenseVoided':
        return [
          'voided expense ',
          { ref: 'expense', id: event.data.expenseId },
          '; ',
          { money: event.data.amount },
          ' came back ',
          auditValue('method', event.data.method, METHOD_WORDS[event.data.method].replace('from', 'into')),
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'ExpenseSettingsChanged':
        return [
          'set the expense categories to ',
          auditValue('categories', event.data.categories.join(', ')),
          ' and the approval threshold to ',
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
