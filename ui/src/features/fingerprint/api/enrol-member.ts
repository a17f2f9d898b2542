import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { EnrolRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { devicesQueryKey } from './get-devices';
import { enrolmentsQueryKey } from './get-enrolments';

/** POST /api/fingerprint/enrolments (canEditFingerprint): the reader adds the member and asks for a finger. */
export function enrolMember(input: EnrolRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/fingerprint/enrolments', commandAnswer, { body: input, idempotencyKey });
}

export function useEnrolMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<EnrolRequest>) => enrolMember(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, [enrolmentsQueryKey, devicesQueryKey], position);
    },
  });
}
