import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { settingsQueryKey } from '../../../lib/api/get-settings';

export function deleteLogo(idempotencyKey: string) {
  return apiCommand('DELETE', '/api/settings/logo', commandAnswer, { idempotencyKey });
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: () => deleteLogo(keys.keyFor('delete-logo')),
    meta: { errorTitle: 'Logo not removed' },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [settingsQueryKey], position);
    },
  });
}
