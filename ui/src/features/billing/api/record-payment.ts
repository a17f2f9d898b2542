import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import type { PaymentRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { invoicesQueryKey } from './get-invoices';

/** A payment on an invoice, in part or in full; the server refuses (409) more than is still owed. */
export function recordPayment(input: PaymentRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/payments', paymentAnswer, { body: input, idempotencyKey });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: PaymentRequest) => recordPayment(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [invoicesQueryKey, ['members']], position);
    },
  });
}
