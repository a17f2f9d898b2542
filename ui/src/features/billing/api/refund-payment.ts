import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { refundRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { invoicesQueryKey } from './get-invoices';

export type RefundRequest = z.input<typeof refundRequest>;

/** Gives back part or all of a payment; the invoice owes that much again. */
export function refundPayment(input: RefundRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/refunds', commandAnswer, { body: input, idempotencyKey });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: RefundRequest) => refundPayment(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [invoicesQueryKey, ['members']], position);
    },
  });
}
