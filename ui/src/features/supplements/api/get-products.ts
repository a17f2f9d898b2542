import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { product } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

export interface ProductFilter {
  search?: string;
  lowStock?: boolean;
  includeInactive?: boolean;
}

/** GET /api/supplements/products: the catalogue with stock on hand. */
export function getProducts(filter: ProductFilter, options: GetOptions = {}) {
  const query = new URLSearchParams({ limit: '200' });
  if (filter.search) query.set('search', filter.search);
  if (filter.lowStock) query.set('lowStock', 'true');
  if (filter.includeInactive) query.set('includeInactive', 'true');
  return apiGet(`/api/supplements/products?${query}`, z.array(product), options);
}

/** The realtime topic `supplements` refetches everything under this key. */
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
