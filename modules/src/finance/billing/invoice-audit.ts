import { auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { InvoiceEvent } from './invoice-events.js';

const METHOD_WORDS = { cash: 'in cash', card: 'by card', bank_transfer: 'by bank transfer' } as const;

/** Billing in the Audit trail: every money movement in words, readable with canViewFinancials. */
export const invoiceAudit = defineAudit<InvoiceEvent>({
  access: {
    InvoiceIssued: 'canViewFinancials',
    PaymentRecorded: 'canViewFinancials',
    PaymentRefunded: 'canViewFinancials',
    InvoiceVoided: 'canViewFinancials',
    ReceiptEmailed: 'canViewFinancials',
    InvoiceNumberAssigned: 'canViewFinancials',
  },
  describe(event) {
    switch (event.type) {
      case 'InvoiceIssued':
        return [
          'issued invoice ',
          { ref: 'invoice', id: event.data.invoiceId, label: event.data.number },
          ' of ',
          { money: event.data.amount },
          ' to ',
          { ref: 'member', id: event.data.memberId },
          ': ',
          auditValue('description', event.data.description),
          ', due ',
          { date: event.data.dueDate },
        ];
      case 'PaymentRecorded':
        return [
          'took ',
          { money: event.data.amount },
          ' ',
          auditValue('method', event.data.method, METHOD_WORDS[event.data.method]),
          ' on invoice ',
          { ref: 'invoice', id: event.data.invoiceId },
          ' from ',
          { ref: 'member', id: event.data.memberId },
        ];
      case 'PaymentRefunded':
        return [
          'refunded ',
          { money: event.data.amount },
          ' ',
          auditValue('method', event.data.method, METHOD_WORDS[event.data.method]),
          ' on invoice ',
          { ref: 'invoice', id: event.data.invoiceId },
          ' to ',
          { ref: 'member', id: event.data.memberId },
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'InvoiceVoided':
        return [
          'voided invoice ',
          { ref: 'invoice', id: event.data.invoiceId },
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'ReceiptEmailed':
        return [
          'e-mailed the receipt of invoice ',
          { ref: 'invoice', id: event.data.invoiceId },
          ' to ',
          { ref: 'member', id: event.data.memberId },
          auditValue('language', event.data.language, event.data.language === 'ar' ? ' in Arabic' : ' in English'),
        ];
      case 'InvoiceNumberAssigned':
        return [
          'gave number ',
          auditValue('number', event.data.number),
          ' to invoice ',
          { ref: 'invoice', id: event.data.invoiceId },
        ];
    }
  },
  names: {
    InvoiceIssued: (event) => [{ kind: 'invoice', id: event.data.invoiceId, name: event.data.number }],
  },
});
