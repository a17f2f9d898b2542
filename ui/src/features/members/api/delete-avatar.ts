import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { membersQueryKey } from '../../../lib/api/get-members';

const deleteAnswer = z.object({ position: z.number() }).loose();

export function deleteAvatar(memberId: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/members/${encodeURIComponent(memberId)}/avatar`, deleteAnswer, {
    idempotencyKey,
  });
}

export function useDeleteAvatar(memberId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: () => deleteAvatar(memberId, keys.keyFor(`delete-avatar:${memberId}`)),
    meta: { errorTitle: 'Photo not removed' },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [membersQueryKey], position);
    },
  });
}
