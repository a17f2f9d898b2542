import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { stockReceiptInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { supplementsQueryKey } from '../../../lib/api/get-products';

export type StockReceipt = z.input<typeof stockReceiptInput>;

/** POST /api/supplements/purchases: stock in from a supplier (canEditFinancials). */
export function receiveStock(input: StockReceipt, idempotencyKey: string) {
  return apiCommand('POST', '/api/supplements/purchases', commandAnswer, { body: input, idempotencyKey });
}

/** The stock-in dialog's delivery; the dialog keeps the submission's key. */
export const useReceiveStock = () => useFormCommand(receiveStock, [supplementsQueryKey]);
