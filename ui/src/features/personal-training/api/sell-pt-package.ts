import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ptSaleAnswer } from '@gym/modules/membership/personal-training/pt-contracts';
import type { PtSaleRequest } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { PT_SALE_KEYS } from '../../../lib/pt-keys';

/** POST /api/personal-trainings (canEditPT): what is paid now is billed on a paid PT invoice, the rest is owed. */
export function sellPtPackage(input: PtSaleRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/personal-trainings', ptSaleAnswer, { body: input, idempotencyKey });
}

export function useSellPtPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<PtSaleRequest>) => sellPtPackage(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, PT_SALE_KEYS, position);
    },
  });
}
