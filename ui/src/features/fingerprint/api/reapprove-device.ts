import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ReapproveDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  return useActionCommand(
    ({ serial, address }: { serial: string; address: string }, key) => reapproveDevice(serial, { address }, key),
    [devicesQueryKey],
    { errorTitle: t('app.error.somethingWrong') },
  );
}
