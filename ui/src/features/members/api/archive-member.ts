import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { archiveRequest } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { membersQueryKey } from '../../../lib/api/get-members';

export type ArchiveBody = z.input<typeof archiveRequest>;

/** Archives a member: hidden from lists and the desk until restored; their history stays. */
export function archiveMember(memberId: string, body: ArchiveBody, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/archive`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export function useArchiveMember(memberId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: ArchiveBody) => archiveMember(memberId, body, keys.keyFor({ memberId, body })),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [membersQueryKey], position);
    },
  });
}
