import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ApproveDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { devicesQueryKey } from './get-devices';

/** POST /api/fingerprint/devices/:serial/approve (canEditFingerprint). */
export function approveDevice(serial: string, input: ApproveDeviceRequest, idempotencyKey: string) {
  return apiCommand('POST', `/api/fingerprint/devices/${encodeURIComponent(serial)}/approve`, commandAnswer, {
    body: input,
    idempotencyKey,
  });
}

export function useApproveDevice(serial: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<ApproveDeviceRequest>) =>
      approveDevice(serial, input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, [devicesQueryKey], position);
    },
  });
}
