import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ChangeDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { devicesQueryKey } from './get-devices';

/** PATCH /api/fingerprint/devices/:serial (canEditFingerprint): rename an approved (or held) reader or change its direction. */
export function changeDevice(serial: string, input: ChangeDeviceRequest, idempotencyKey: string) {
  return apiCommand('PATCH', `/api/fingerprint/devices/${encodeURIComponent(serial)}`, commandAnswer, {
    body: input,
    idempotencyKey,
  });
}

export function useChangeDevice(serial: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<ChangeDeviceRequest>) => changeDevice(serial, input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, [devicesQueryKey], position);
    },
  });
}
