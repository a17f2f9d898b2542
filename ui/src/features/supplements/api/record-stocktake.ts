import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { stocktakeInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { supplementsQueryKey } from '../../../lib/api/get-products';

export type Stocktake = z.input<typeof stocktakeInput>;

/** POST /api/supplements/stocktakes: counted quantities with a reason for each difference (canEditFinancials). */
export function recordStocktake(input: Stocktake, idempotencyKey: string) {
  return apiCommand('POST', '/api/supplements/stocktakes', commandAnswer, { body: input, idempotencyKey });
}

export function useRecordStocktake() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: Stocktake) => recordStocktake(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [supplementsQueryKey], position);
    },
  });
}
