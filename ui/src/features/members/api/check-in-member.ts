import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInAnswer } from '@gym/modules/membership/check-ins/check-in-contracts';
import type { CheckInRequest } from '@gym/modules/membership/check-ins/check-in-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { membersQueryKey } from './get-members';

/**
 * Checks a member in. A refusal (expired, frozen, cancelled...) answers 409 with `details` saying why and whether the
 * signed-in user may override; an override is recorded with who did it.
 */
export function checkInMember(input: CheckInRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/check-ins', checkInAnswer, { body: input, idempotencyKey });
}

export function useCheckInMember() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: CheckInRequest) => checkInMember(input, keys.keyFor(input)),
    // The screen shows the spec's check-in toasts and the refusal itself.
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [['check-ins'], membersQueryKey, ['stats']], position);
    },
  });
}
