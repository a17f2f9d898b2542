import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { discountLimit } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { supplementsQueryKey } from '../../../lib/api/get-products';

/** GET /api/supplements/discount-limits: the largest discount each role may give. */
export function getDiscountLimits(options: GetOptions = {}) {
  return apiGet('/api/supplements/discount-limits', z.array(discountLimit), options);
}

export function discountLimitsQueryOptions() {
  return queryOptions({
    queryKey: [...supplementsQueryKey, 'discount-limits'],
    queryFn: ({ signal, queryKey }) => getDiscountLimits({ signal, queryKey }),
  });
}

export function useDiscountLimits() {
  return useQuery(discountLimitsQueryOptions());
}
