import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
// The product alone, in its own small module: the dashboard's low-stock notice loads no more of supplements.
import { product } from '@gym/modules/finance/supplements/product-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

export interface ProductFilter {
  search?: string;
  /** Only products at or below their reorder level. */
  lowStock?: boolean;
  includeInactive?: boolean;
  /** At most this many (200 unless said). */
  limit?: number;
}

/** GET /api/supplements/products: the catalogue with stock on hand (supplements page, the low-stock alert). */
export function getProducts(filter: ProductFilter, options: GetOptions = {}) {
  const query = new URLSearchParams({ limit: String(filter.limit ?? 200) });
  if (filter.search) query.set('search', filter.search);
  if (filter.lowStock) query.set('lowStock', 'true');
  if (filter.includeInactive) query.set('includeInactive', 'true');
  return apiGet(`/api/supplements/products?${query}`, z.array(product), options);
}

/** The realtime topic `supplements` refetches everything under this key; so does every stock or sale command. */
export const supplementsQueryKey = ['supplements'] as const;

export function productsQueryOptions(filter: ProductFilter) {
  return queryOptions({
    queryKey: [...supplementsQueryKey, 'products', filter],
    queryFn: ({ signal, queryKey }) => getProducts(filter, { signal, queryKey }),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(filter: ProductFilter) {
  return useQuery(productsQueryOptions(filter));
}

/** The low-stock alert (dashboard): the first 20 products at or below their reorder level. */
export function useLowStock(enabled: boolean) {
  return useQuery({ ...productsQueryOptions({ lowStock: true, limit: 20 }), enabled });
}
