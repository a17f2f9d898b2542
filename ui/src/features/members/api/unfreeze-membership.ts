import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { unfreezeRequest } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { membersQueryKey } from '../../../lib/api/get-members';

export type UnfreezeBody = z.input<typeof unfreezeRequest>;

/** Ends a freeze early (on `on`, default today); the unused days come off the expiry again. */
export function unfreezeMembership(memberId: string, body: UnfreezeBody, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/unfreeze`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export function useUnfreezeMembership(memberId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: UnfreezeBody) => unfreezeMembership(memberId, body, keys.keyFor({ memberId, body })),
    meta: { errorTitle: 'Membership not unfrozen' },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [membersQueryKey], position);
    },
  });
}
