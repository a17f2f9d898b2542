import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saleAnswer } from '@gym/modules/finance/supplements/supplement-contracts';
import type { SaleInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { supplementsQueryKey } from '../../../lib/api/get-products';

/** POST /api/supplements/sales: a sale at the point of sale (canEditFinancials); 409 names what is out of stock. */
export function sellSupplements(input: SaleInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/supplements/sales', saleAnswer, { body: input, idempotencyKey });
}

export function useSellSupplements() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: SaleInput) => sellSupplements(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [supplementsQueryKey, ['invoices'], ['members']], position);
    },
  });
}
