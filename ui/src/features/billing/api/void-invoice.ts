import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { invoicesQueryKey } from '../../../lib/api/get-invoices';

export interface VoidInvoiceVariables {
  invoiceId: string;
  reason: string;
}

/** Cancels an invoice that has no payments left on it (the server refuses otherwise). */
export function voidInvoice({ invoiceId, reason }: VoidInvoiceVariables, idempotencyKey: string) {
  return apiCommand('POST', `/api/invoices/${encodeURIComponent(invoiceId)}/void`, commandAnswer, {
    body: { reason },
    idempotencyKey,
  });
}

export const useVoidInvoice = () => useActionCommand(voidInvoice, [invoicesQueryKey, ['members']]);
