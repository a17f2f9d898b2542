import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { devicesQueryKey } from './get-devices';

/**
 * POST /api/fingerprint/devices/:serial/commands/resend (canEditFingerprint): the commands the reader took and never
 * answered go out again at its next poll (409 when none is waiting).
 */
export function resendCommands(serial: string, idempotencyKey: string) {
  return apiCommand('POST', `/api/fingerprint/devices/${encodeURIComponent(serial)}/commands/resend`, commandAnswer, {
    body: {},
    idempotencyKey,
  });
}

export function useResendCommands(serial: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: () => resendCommands(serial, keys.keyFor({ serial })),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [devicesQueryKey], position);
    },
  });
}
