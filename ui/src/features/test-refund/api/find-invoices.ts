import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { apiGet } from '../../../lib/api-client';

const invoiceList = z.object({ data: z.array(invoice), total: z.number() });

/** Invoices matching an invoice number, member name or phone (the first 10), to pick one to refund on. */
export function useFindInvoices(search: string) {
  return useQuery({
    queryKey: ['refund-test', 'invoices', search],
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/invoices?${new URLSearchParams({ search, pageSize: '10' }).toString()}`, invoiceList, {
        signal,
        queryKey,
      }),
    enabled: search.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
