import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ProductInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { supplementsQueryKey } from './get-products';

/** POST /api/supplements/products, or PUT /api/supplements/products/:id for an existing one (canEditFinancials). */
export function saveProduct(id: string | null, input: ProductInput, idempotencyKey: string) {
  return id
    ? apiCommand('PUT', `/api/supplements/products/${id}`, commandAnswer, { body: input, idempotencyKey })
    : apiCommand('POST', '/api/supplements/products', commandAnswer, { body: input, idempotencyKey });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProductInput }) =>
      saveProduct(id, input, keys.keyFor({ id, input })),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [supplementsQueryKey], position);
    },
  });
}
