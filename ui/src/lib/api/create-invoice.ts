import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import type { InvoiceRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../api-client';
import { useIdempotencyKeys } from '../idempotency';
import { refreshAfter } from '../read-your-writes';

/**
 * POST /api/invoices. With membershipPlanId and registrationType it is the membership sale: the server records the
 * membership and the invoice together; `status: 'paid'` with a method also records the payment of the whole amount.
 */
export function createInvoice(input: InvoiceRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/invoices', invoiceAnswer, { body: input, idempotencyKey });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: InvoiceRequest) => createInvoice(input, keys.keyFor(input)),
    // The invoice dialog reports failures itself (spec texts).
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      // The member's status, expiry and due amount are projected from the sale: never PATCHed from here.
      await refreshAfter(queryClient, [['invoices'], ['members']], position);
    },
  });
}
