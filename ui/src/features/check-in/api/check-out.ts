import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { CHECK_IN_REFRESH_KEYS } from '../../../lib/query-keys';

/** POST /api/check-ins/{id}/check-out (409 when that visit is already checked out). */
export function checkOut(checkInId: string, idempotencyKey: string) {
  return apiCommand('POST', `/api/check-ins/${encodeURIComponent(checkInId)}/check-out`, commandAnswer, {
    body: {},
    idempotencyKey,
  });
}

export function useCheckOut() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (checkInId: string) => checkOut(checkInId, keys.keyFor(checkInId)),
    meta: { errorTitle: 'Check-out failed' },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, CHECK_IN_REFRESH_KEYS, position);
    },
  });
}
