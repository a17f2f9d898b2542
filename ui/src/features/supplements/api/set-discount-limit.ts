import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { discountLimitInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { z } from 'zod';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { supplementsQueryKey } from '../../../lib/api/get-products';

export type DiscountLimitInput = z.input<typeof discountLimitInput>;

/** PUT /api/supplements/discount-limits/:role: the largest discount a role may give, in percent (canManageSettings). */
export function setDiscountLimit(role: string, input: DiscountLimitInput, idempotencyKey: string) {
  return apiCommand('PUT', `/api/supplements/discount-limits/${encodeURIComponent(role)}`, commandAnswer, {
    body: input,
    idempotencyKey,
  });
}

export function useSetDiscountLimit() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (v: { role: string; input: DiscountLimitInput }) => setDiscountLimit(v.role, v.input, keys.keyFor(v)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [supplementsQueryKey], position);
    },
  });
}
