import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { GymSettingsInput } from '@gym/modules/platform/settings/settings-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { settingsQueryKey } from '../../../lib/api/get-settings';

export function updateSettings(input: GymSettingsInput, idempotencyKey: string) {
  return apiCommand('PUT', '/api/settings', commandAnswer, { body: input, idempotencyKey });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: GymSettingsInput) => updateSettings(input, keys.keyFor(input)),
    meta: { errorTitle: 'Settings not saved' },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [settingsQueryKey], position);
    },
  });
}
