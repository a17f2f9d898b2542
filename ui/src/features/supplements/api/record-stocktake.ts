import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { stocktakeInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { supplementsQueryKey } from '../../../lib/api/get-products';

export type Stocktake = z.input<typeof stocktakeInput>;

/** POST /api/supplements/stocktakes: counted quantities with a reason for each difference (canEditFinancials). */
export function recordStocktake(input: Stocktake, idempotencyKey: string) {
  return apiCommand('POST', '/api/supplements/stocktakes', commandAnswer, { body: input, idempotencyKey });
}

export const useRecordStocktake = () => useActionCommand(recordStocktake, [supplementsQueryKey]);
