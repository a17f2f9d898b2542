import { z } from 'zod';
import type { returnInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { supplementsQueryKey } from '../../../lib/api/get-products';

export type ReturnInput = z.input<typeof returnInput>;
const returnAnswer = z.object({ id: z.string(), amount: z.number(), position: z.number() });

/** POST /api/supplements/sales/:id/returns: items back, restocked, money back (canEditFinancials). */
export function returnSale(saleId: string, input: ReturnInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/supplements/sales/${saleId}/returns`, returnAnswer, { body: input, idempotencyKey });
}

/** The return dialog's items; the dialog keeps the submission's key. */
export const useReturnSale = () =>
  useFormCommand(
    ({ saleId, returned }: { saleId: string; returned: ReturnInput }, idempotencyKey) =>
      returnSale(saleId, returned, idempotencyKey),
    [supplementsQueryKey, ['invoices'], ['members']],
  );
