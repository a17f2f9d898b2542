import { useMutation } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { OwnPasswordRequest } from '@gym/modules/people/accounts/auth-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';

export function changeOwnPassword(body: OwnPasswordRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/auth/password', commandAnswer, { body, idempotencyKey });
}

/** The signed-in user's own password; the form shows a refusal (wrong current password) at its field. */
export function useChangeOwnPassword() {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: OwnPasswordRequest) => changeOwnPassword(body, keys.keyFor(body)),
    meta: { errorTitle: false },
    onSuccess: () => keys.done(),
  });
}
