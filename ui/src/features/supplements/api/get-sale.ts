import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sale } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import { ApiError, apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { supplementsQueryKey } from './get-products';

/** GET /api/supplements/sales/:id: one sale with its lines (its receipt, to print again). */
export function getSale(id: string, options: GetOptions = {}) {
  return apiGet(`/api/supplements/sales/${encodeURIComponent(id)}`, sale, options);
}

/** GET /api/supplements/sales?invoiceId=…: the sale a member-account invoice bills (404 when none does). */
export async function getSaleOfInvoice(invoiceId: string, options: GetOptions = {}): Promise<Sale> {
  const found = await apiGet(
    `/api/supplements/sales?invoiceId=${encodeURIComponent(invoiceId)}&limit=1`,
    z.array(sale),
    options,
  );
  const message = 'No supplement sale is billed on this invoice.';
  if (!found[0]) throw new ApiError(404, message, { statusCode: 404, error: 'Not Found', message });
  return found[0];
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
