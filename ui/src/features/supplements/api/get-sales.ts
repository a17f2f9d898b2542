import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sale } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { supplementsQueryKey } from './get-products';

/** GET /api/supplements/sales: the latest sales with their lines (receipts, returns). */
export function getSales(options: GetOptions = {}) {
  return apiGet('/api/supplements/sales?limit=30', z.array(sale), options);
}

export function salesQueryOptions() {
  return queryOptions({
    queryKey: [...supplementsQueryKey, 'sales'],
    queryFn: ({ signal, queryKey }) => getSales({ signal, queryKey }),
  });
}

export function useSales() {
  return useQuery(salesQueryOptions());
}
