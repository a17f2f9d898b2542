import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { freezeRequest } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { membersQueryKey } from './get-members';

export type FreezeBody = z.input<typeof freezeRequest>;

/** Pauses the membership from `from` to `until`; the expiry moves on by the frozen days. */
export function freezeMembership(memberId: string, body: FreezeBody, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/freeze`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export function useFreezeMembership(memberId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: FreezeBody) => freezeMembership(memberId, body, keys.keyFor({ memberId, body })),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [membersQueryKey], position);
    },
  });
}
