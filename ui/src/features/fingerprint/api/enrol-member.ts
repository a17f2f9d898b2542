import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { EnrolRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { devicesQueryKey } from './get-devices';
import { enrolmentsQueryKey } from './get-enrolments';

/** POST /api/fingerprint/enrolments (canEditFingerprint): the reader adds the member and asks for a finger. */
export function enrolMember(input: EnrolRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/fingerprint/enrolments', commandAnswer, { body: input, idempotencyKey });
}

export function useEnrolMember() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: EnrolRequest) => enrolMember(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [enrolmentsQueryKey, devicesQueryKey], position);
    },
  });
}
