import { paymentAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import type { PaymentRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { invoicesQueryKey } from '../../../lib/api/get-invoices';

/** A payment on an invoice, in part or in full; the server refuses (409) more than is still owed. */
export function recordPayment(input: PaymentRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/payments', paymentAnswer, { body: input, idempotencyKey });
}

/** The payment dialog's command; the dialog keeps the submission's key. */
export const useRecordPayment = () => useFormCommand(recordPayment, [invoicesQueryKey, ['members']]);
