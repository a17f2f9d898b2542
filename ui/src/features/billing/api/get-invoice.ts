import { useQuery } from '@tanstack/react-query';
import { invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { apiGet } from '../../../lib/api-client';
import { invoicesQueryKey } from './get-invoices';

/** One invoice with its payments (the receipt). */
export function useInvoice(invoiceId: string) {
  return useQuery({
    queryKey: [...invoicesQueryKey, 'one', invoiceId],
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/invoices/${encodeURIComponent(invoiceId)}`, invoice, { signal, queryKey }),
  });
}
