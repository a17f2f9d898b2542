import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { stockReceiptInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { supplementsQueryKey } from '../../../lib/api/get-products';

export type StockReceipt = z.input<typeof stockReceiptInput>;

/** POST /api/supplements/purchases: stock in from a supplier (canEditFinancials). */
export function receiveStock(input: StockReceipt, idempotencyKey: string) {
  return apiCommand('POST', '/api/supplements/purchases', commandAnswer, { body: input, idempotencyKey });
}

/** The stock-in dialog's delivery; the dialog keeps the submission's key. */
export function useReceiveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<StockReceipt>) => receiveStock(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: ({ position }) => refreshAfter(queryClient, [supplementsQueryKey], position),
  });
}
