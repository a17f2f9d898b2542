import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { returnInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { supplementsQueryKey } from '../../../lib/api/get-products';

export type ReturnInput = z.input<typeof returnInput>;
const returnAnswer = z.object({ id: z.string(), amount: z.number(), position: z.number() });

/** POST /api/supplements/sales/:id/returns: items back, restocked, money back (canEditFinancials). */
export function returnSale(saleId: string, input: ReturnInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/supplements/sales/${saleId}/returns`, returnAnswer, { body: input, idempotencyKey });
}

/** The return dialog's items; the dialog keeps the submission's key. */
export function useReturnSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input: { saleId, returned }, idempotencyKey }: Keyed<{ saleId: string; returned: ReturnInput }>) =>
      returnSale(saleId, returned, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: ({ position }) => refreshAfter(queryClient, [supplementsQueryKey, ['invoices'], ['members']], position),
  });
}
