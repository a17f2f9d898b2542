import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { useT } from '../../../lib/i18n/use-t';
import { devicesQueryKey } from './get-devices';

/** DELETE /api/fingerprint/devices/:serial (canEditFingerprint): the reader is no longer trusted until approved again. */
export function removeDevice(serial: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/fingerprint/devices/${encodeURIComponent(serial)}`, commandAnswer, {
    idempotencyKey,
  });
}

/** The input is the reader's serial. */
export function useRemoveDevice() {
  const t = useT();
  return useActionCommand(removeDevice, [devicesQueryKey], { errorTitle: t('app.error.somethingWrong') });
}
