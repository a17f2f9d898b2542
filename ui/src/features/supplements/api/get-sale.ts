import { queryOptions, useQuery } from '@tanstack/react-query';
import { sale } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { supplementsQueryKey } from '../../../lib/api/get-products';
import { getSaleOfInvoice } from './get-sales';

/** GET /api/supplements/sales/:id: one sale with its lines (its receipt, to print again). */
export function getSale(id: string, options: GetOptions = {}) {
  return apiGet(`/api/supplements/sales/${encodeURIComponent(id)}`, sale, options);
}

/** The sale of a receipt, by its own id or by the invoice that bills it. */
export function saleReceiptQueryOptions(of: { saleId: string } | { invoiceId: string }) {
  return queryOptions({
    queryKey: [...supplementsQueryKey, 'receipt', of],
    queryFn: ({ signal, queryKey }) =>
      'saleId' in of ? getSale(of.saleId, { signal, queryKey }) : getSaleOfInvoice(of.invoiceId, { signal, queryKey }),
  });
}

export function useSaleReceipt(of: { saleId: string } | { invoiceId: string }) {
  return useQuery(saleReceiptQueryOptions(of));
}
