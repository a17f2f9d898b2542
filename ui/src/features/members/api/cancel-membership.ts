import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { cancelRequest } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { membersQueryKey } from '../../../lib/api/get-members';

export type CancelBody = z.input<typeof cancelRequest>;

/** Cancels the current membership (the member stays, their history too). */
export function cancelMembership(memberId: string, body: CancelBody, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/cancel-membership`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export function useCancelMembership(memberId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: CancelBody) => cancelMembership(memberId, body, keys.keyFor({ memberId, body })),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [membersQueryKey], position);
    },
  });
}
