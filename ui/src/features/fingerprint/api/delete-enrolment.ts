import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { devicesQueryKey } from './get-devices';
import { enrolmentsQueryKey } from './get-enrolments';

/** DELETE /api/fingerprint/enrolments/:memberId (canEditFingerprint): templates deleted, readers told. */
export function deleteEnrolment(memberId: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/fingerprint/enrolments/${encodeURIComponent(memberId)}`, commandAnswer, {
    idempotencyKey,
  });
}

export function useDeleteEnrolment() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (memberId: string) => deleteEnrolment(memberId, keys.keyFor({ memberId })),
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [enrolmentsQueryKey, devicesQueryKey], position);
    },
  });
}
