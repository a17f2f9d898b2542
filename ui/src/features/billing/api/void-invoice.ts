import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
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

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (variables: VoidInvoiceVariables) => voidInvoice(variables, keys.keyFor(variables)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [invoicesQueryKey, ['members']], position);
    },
  });
}
