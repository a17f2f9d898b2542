import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sale } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import { ApiError, apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { supplementsQueryKey } from '../../../lib/api/get-products';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/supplements/sales?invoiceId=…: the sale a member-account invoice bills (404 when none does). */
export async function getSaleOfInvoice(invoiceId: string, options: GetOptions = {}): Promise<Sale> {
  const found = await apiGet(
    `/api/supplements/sales?invoiceId=${encodeURIComponent(invoiceId)}&limit=1`,
    z.array(sale),
    options,
  );
  const message = 'No supplement sale is billed on this invoice.';
  if (!found[0])
    throw new ApiError(404, message, { statusCode: 404, error: 'Not Found', code: 'request.not_found', message });
  return found[0];
}

/** GET /api/supplements/sales: the latest sales with their lines (receipts, returns). */
export function salesQueryOptions() {
  return listQueryOptions([...supplementsQueryKey, 'sales'], '/api/supplements/sales?limit=30', sale);
}

export function useSales() {
  return useQuery(salesQueryOptions());
}
