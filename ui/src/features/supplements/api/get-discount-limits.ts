import { useQuery } from '@tanstack/react-query';
import { discountLimit } from '@gym/modules/finance/supplements/supplement-contracts';
import { supplementsQueryKey } from '../../../lib/api/get-products';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/supplements/discount-limits: the largest discount each role may give. */
export function discountLimitsQueryOptions() {
  return listQueryOptions(
    [...supplementsQueryKey, 'discount-limits'],
    '/api/supplements/discount-limits',
    discountLimit,
  );
}

export function useDiscountLimits() {
  return useQuery(discountLimitsQueryOptions());
}
