import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useT } from '../../../lib/i18n/use-t';
import { refreshAfter } from '../../../lib/read-your-writes';
import { settingsQueryKey } from '../../../lib/api/get-settings';

export function deleteLogo(idempotencyKey: string) {
  return apiCommand('DELETE', '/api/settings/logo', commandAnswer, { idempotencyKey });
}

export function useDeleteLogo() {
  const t = useT();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: () => deleteLogo(keys.keyFor('delete-logo')),
    meta: { errorTitle: t('settings.logo.notRemoved') },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [settingsQueryKey], position);
    },
  });
}
