import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesReport } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { supplementsQueryKey } from '../../../lib/api/get-products';

/** GET /api/supplements/reports/sales: sales by product over a period with cost and margin. */
export function getSalesReport(from: string, to: string, options: GetOptions = {}) {
  return apiGet(`/api/supplements/reports/sales?from=${from}&to=${to}`, salesReport, options);
}

/** The same report as a file to download (CSV, or the same text for Excel). */
export const salesReportFileUrl = (from: string, to: string, format: 'csv' | 'excel') =>
  `/api/supplements/reports/sales?from=${from}&to=${to}&format=${format}`;

export function salesReportQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...supplementsQueryKey, 'report', from, to],
    queryFn: ({ signal, queryKey }) => getSalesReport(from, to, { signal, queryKey }),
    enabled: from <= to,
  });
}

export function useSalesReport(from: string, to: string) {
  return useQuery(salesReportQueryOptions(from, to));
}
