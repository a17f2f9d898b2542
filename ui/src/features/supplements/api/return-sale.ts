import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { returnInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { supplementsQueryKey } from './get-products';

export type ReturnInput = z.input<typeof returnInput>;
const returnAnswer = z.object({ id: z.string(), amount: z.number(), position: z.number() });

/** POST /api/supplements/sales/:id/returns: items back, restocked, money back (canEditFinancials). */
export function returnSale(saleId: string, input: ReturnInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/supplements/sales/${saleId}/returns`, returnAnswer, { body: input, idempotencyKey });
}

export function useReturnSale() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ saleId, input }: { saleId: string; input: ReturnInput }) =>
      returnSale(saleId, input, keys.keyFor({ saleId, input })),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [supplementsQueryKey, ['invoices'], ['members']], position);
    },
  });
}
