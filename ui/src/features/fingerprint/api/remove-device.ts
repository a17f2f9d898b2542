import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { devicesQueryKey } from './get-devices';

/** DELETE /api/fingerprint/devices/:serial (canEditFingerprint): the reader is no longer trusted until approved again. */
export function removeDevice(serial: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/fingerprint/devices/${encodeURIComponent(serial)}`, commandAnswer, {
    idempotencyKey,
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (serial: string) => removeDevice(serial, keys.keyFor({ serial })),
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [devicesQueryKey], position);
    },
  });
}
