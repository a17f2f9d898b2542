import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import type { PaymentRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { invoicesQueryKey } from '../../../lib/api/get-invoices';

/** A payment on an invoice, in part or in full; the server refuses (409) more than is still owed. */
export function recordPayment(input: PaymentRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/payments', paymentAnswer, { body: input, idempotencyKey });
}

/** The payment dialog's command; the dialog keeps the submission's key. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<PaymentRequest>) => recordPayment(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: ({ position }) => refreshAfter(queryClient, [invoicesQueryKey, ['members']], position),
  });
}
