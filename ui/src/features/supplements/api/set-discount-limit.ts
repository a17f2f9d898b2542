import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { discountLimitInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { z } from 'zod';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { supplementsQueryKey } from '../../../lib/api/get-products';

export type DiscountLimitInput = z.input<typeof discountLimitInput>;

/** PUT /api/supplements/discount-limits/:role: the largest discount a role may give, in percent (canManageSettings). */
export function setDiscountLimit(role: string, input: DiscountLimitInput, idempotencyKey: string) {
  return apiCommand('PUT', `/api/supplements/discount-limits/${encodeURIComponent(role)}`, commandAnswer, {
    body: input,
    idempotencyKey,
  });
}

export const useSetDiscountLimit = () =>
  useActionCommand(
    (v: { role: string; input: DiscountLimitInput }, idempotencyKey) =>
      setDiscountLimit(v.role, v.input, idempotencyKey),
    [supplementsQueryKey],
  );
