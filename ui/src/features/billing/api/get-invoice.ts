import { useQuery } from '@tanstack/react-query';
import { invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { apiGet } from '../../../lib/api-client';
import { AS_OF_QUERY_OPTIONS, asOfQueryKey, withAsOf } from '../../../lib/as-of';
import { invoicesQueryKey } from '../../../lib/api/get-invoices';

/** One invoice with its payments (the receipt); with `asOf` (an ISO instant), as it stood then. */
export function useInvoice(invoiceId: string, asOf?: string) {
  return useQuery({
    queryKey: asOfQueryKey([...invoicesQueryKey, 'one', invoiceId], asOf),
    queryFn: ({ signal, queryKey }) =>
      apiGet(withAsOf(`/api/invoices/${encodeURIComponent(invoiceId)}`, asOf), invoice, { signal, queryKey }),
    ...(asOf ? AS_OF_QUERY_OPTIONS : {}),
  });
}
