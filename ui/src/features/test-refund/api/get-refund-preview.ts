import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { refundPreviewAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import type { RefundPreviewRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiGet } from '../../../lib/api-client';
import { invoicesQueryKey } from '../../../lib/api/get-invoices';
import { prepareRefusalText } from '../../../lib/refusal-text';

/**
 * What a refund would do (GET /api/refunds/preview); nothing is recorded. Under ['invoices']: a payment or refund
 * anywhere changes it, and the invoices topic and a recorded refund refetch it.
 */
export function useRefundPreview(request: RefundPreviewRequest | null) {
  return useQuery({
    queryKey: [...invoicesQueryKey, 'refund-preview', request],
    queryFn: async ({ signal, queryKey }) => {
      const params = new URLSearchParams({
        invoiceId: request!.invoiceId,
        paymentId: request!.paymentId,
        amount: String(request!.amount),
      });
      if (request!.method) params.set('method', request!.method);
      const answer = await apiGet(`/api/refunds/preview?${params.toString()}`, refundPreviewAnswer, {
        signal,
        queryKey,
      });
      // A refusal shows in the page's language: its catalogue is there before the answer is.
      if (answer.refusalCode) await prepareRefusalText();
      return answer;
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
