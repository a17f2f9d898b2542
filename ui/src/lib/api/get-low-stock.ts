import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { product } from '@gym/modules/finance/supplements/product-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

/** GET /api/supplements/products?lowStock=true: products at or below their reorder level (dashboard alert). */
export function getLowStock(options: GetOptions = {}) {
  return apiGet('/api/supplements/products?lowStock=true&limit=20', z.array(product), options);
}

/** The realtime topic `supplements` refetches it (the supplements feature maps it). */
export const lowStockQueryKey = ['low-stock'] as const;

export function lowStockQueryOptions() {
  return queryOptions({
    queryKey: lowStockQueryKey,
    queryFn: ({ signal, queryKey }) => getLowStock({ signal, queryKey }),
  });
}

export function useLowStock(enabled: boolean) {
  return useQuery({ ...lowStockQueryOptions(), enabled });
}
