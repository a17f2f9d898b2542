import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ChangeDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { devicesQueryKey } from './get-devices';

/** PATCH /api/fingerprint/devices/:serial (canEditFingerprint): rename an approved (or held) reader or change its direction. */
export function changeDevice(serial: string, input: ChangeDeviceRequest, idempotencyKey: string) {
  return apiCommand('PATCH', `/api/fingerprint/devices/${encodeURIComponent(serial)}`, commandAnswer, {
    body: input,
    idempotencyKey,
  });
}

export const useChangeDevice = (serial: string) =>
  useFormCommand((input: ChangeDeviceRequest, key) => changeDevice(serial, input, key), [devicesQueryKey]);
