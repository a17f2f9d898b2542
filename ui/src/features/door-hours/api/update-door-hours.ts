import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { DoorHoursInput } from '@gym/modules/membership/door-hours/door-hours-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { useT } from '../../../lib/i18n/use-t';
import { doorHoursQueryKey } from './get-door-hours';

export function updateDoorHours(input: DoorHoursInput, idempotencyKey: string) {
  return apiCommand('PUT', '/api/door-hours', commandAnswer, { body: input, idempotencyKey });
}

/** PUT /api/door-hours (the whole record); a refusal (a day closing before it opens…) is shown as a toast. */
export function useUpdateDoorHours() {
  const t = useT();
  return useActionCommand(updateDoorHours, [doorHoursQueryKey], { errorTitle: t('door-hours.form.notSaved') });
}
