import { receiptEmailedAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { useT } from '../../../lib/i18n/use-t';

/** Queues an invoice's receipt to its member's e-mail, in the member's language (issue 46, item 7). */
export function emailReceipt(invoiceId: string, idempotencyKey: string) {
  return apiCommand('POST', `/api/invoices/${encodeURIComponent(invoiceId)}/email-receipt`, receiptEmailedAnswer, {
    idempotencyKey,
  });
}

/** A refusal (no e-mail address, opted out) shows as a toast in the page's language. */
export function useEmailReceipt() {
  const t = useT();
  // Nothing the receipt page shows changes: the outbox's messages and the Audit trail read the log themselves.
  return useActionCommand(emailReceipt, [], { errorTitle: t('billing.receipt.email.notSent') });
}
