import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { refundRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';

export type RecordRefundRequest = z.input<typeof refundRequest>;

/** Records the previewed refund (canEditFinancials; the server refuses more than is refundable with 409). */
export function useRecordRefund() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: RecordRefundRequest) =>
      apiCommand('POST', '/api/refunds', commandAnswer, {
        body: input,
        idempotencyKey: keys.keyFor(input),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [['refund-test'], ['invoices'], ['members']], position);
    },
  });
}
