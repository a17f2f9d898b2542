import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { GymSettingsInput } from '@gym/modules/platform/settings/settings-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { useT } from '../../../lib/i18n/use-t';
import { settingsQueryKey } from '../../../lib/api/get-settings';

export function updateSettings(input: GymSettingsInput, idempotencyKey: string) {
  return apiCommand('PUT', '/api/settings', commandAnswer, { body: input, idempotencyKey });
}

export function useUpdateSettings() {
  const t = useT();
  return useActionCommand(updateSettings, [settingsQueryKey], { errorTitle: t('settings.form.notSaved') });
}
