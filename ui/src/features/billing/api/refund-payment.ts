import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { refundRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { invoicesQueryKey } from './get-invoices';

export type RefundRequest = z.input<typeof refundRequest>;

/** Gives back part or all of a payment; the invoice owes that much again. */
export function refundPayment(input: RefundRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/refunds', commandAnswer, { body: input, idempotencyKey });
}

/** The refund dialog's command; the dialog keeps the submission's key. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<RefundRequest>) => refundPayment(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: ({ position }) => refreshAfter(queryClient, [invoicesQueryKey, ['members']], position),
  });
}
