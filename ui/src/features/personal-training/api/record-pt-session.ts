import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';

/** POST /api/personal-trainings/{id}/sessions (canEditPT): one session taken today; refused when used up or expired. */
export function recordPtSession(packageId: string, idempotencyKey: string) {
  return apiCommand('POST', `/api/personal-trainings/${encodeURIComponent(packageId)}/sessions`, commandAnswer, {
    idempotencyKey,
  });
}

export function useRecordPtSession() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    // One key per press: a retry after a lost answer does not count the session twice.
    mutationFn: ({ packageId, idempotencyKey }: { packageId: string; idempotencyKey: string }) =>
      recordPtSession(packageId, idempotencyKey),
    meta: { errorTitle: t('personal-training.packages.sessionNotRecorded') },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, [['personal-trainings']], position);
    },
  });
}

export const recordPtSessionAction = (packageId: string) => ({ packageId, idempotencyKey: newIdempotencyKey() });
