import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { useT } from '../../../lib/i18n/use-t';
import { devicesQueryKey } from './get-devices';
import { enrolmentsQueryKey } from './get-enrolments';

/** DELETE /api/fingerprint/enrolments/:memberId (canEditFingerprint): templates deleted, readers told. */
export function deleteEnrolment(memberId: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/fingerprint/enrolments/${encodeURIComponent(memberId)}`, commandAnswer, {
    idempotencyKey,
  });
}

/** The input is the member's id. */
export function useDeleteEnrolment() {
  const t = useT();
  return useActionCommand(deleteEnrolment, [enrolmentsQueryKey, devicesQueryKey], {
    errorTitle: t('app.error.somethingWrong'),
  });
}
