import { saleAnswer } from '@gym/modules/finance/supplements/supplement-contracts';
import type { SaleInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { supplementsQueryKey } from '../../../lib/api/get-products';

/** POST /api/supplements/sales: a sale at the point of sale (canEditFinancials); 409 names what is out of stock. */
export function sellSupplements(input: SaleInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/supplements/sales', saleAnswer, { body: input, idempotencyKey });
}

export const useSellSupplements = () =>
  useActionCommand(sellSupplements, [supplementsQueryKey, ['invoices'], ['members']]);
