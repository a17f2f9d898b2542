import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ApproveDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { devicesQueryKey } from './get-devices';

/** POST /api/fingerprint/devices/:serial/approve (canEditFingerprint). */
export function approveDevice(serial: string, input: ApproveDeviceRequest, idempotencyKey: string) {
  return apiCommand('POST', `/api/fingerprint/devices/${encodeURIComponent(serial)}/approve`, commandAnswer, {
    body: input,
    idempotencyKey,
  });
}

export const useApproveDevice = (serial: string) =>
  useFormCommand((input: ApproveDeviceRequest, key) => approveDevice(serial, input, key), [devicesQueryKey]);
