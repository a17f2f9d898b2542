import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ProductInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { supplementsQueryKey } from '../../../lib/api/get-products';

/** POST /api/supplements/products, or PUT /api/supplements/products/:id for an existing one (canEditFinancials). */
export function saveProduct(id: string | null, input: ProductInput, idempotencyKey: string) {
  return id
    ? apiCommand('PUT', `/api/supplements/products/${id}`, commandAnswer, { body: input, idempotencyKey })
    : apiCommand('POST', '/api/supplements/products', commandAnswer, { body: input, idempotencyKey });
}

/** The product dialog's save; the dialog keeps the submission's key. */
export const useSaveProduct = () =>
  useFormCommand(
    ({ id, product }: { id: string | null; product: ProductInput }, idempotencyKey) =>
      saveProduct(id, product, idempotencyKey),
    [supplementsQueryKey],
  );
