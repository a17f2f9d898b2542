import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ReapproveDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { devicesQueryKey } from './get-devices';

/**
 * POST /api/fingerprint/devices/:serial/reapprove (canEditFingerprint): a held reader is trusted again, from its
 * approved address or from the one it was held for.
 */
export function reapproveDevice(serial: string, input: ReapproveDeviceRequest, idempotencyKey: string) {
  return apiCommand('POST', `/api/fingerprint/devices/${encodeURIComponent(serial)}/reapprove`, commandAnswer, {
    body: input,
    idempotencyKey,
  });
}

export function useReapproveDevice() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ serial, address }: { serial: string; address: string }) =>
      reapproveDevice(serial, { address }, keys.keyFor({ serial, address })),
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [devicesQueryKey], position);
    },
  });
}
