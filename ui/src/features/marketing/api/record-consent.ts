import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { Channel } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { memberConsentQueryKey } from './get-member-consent';

export interface RecordConsentInput {
  memberId: string;
  optOut: Channel[];
  optIn: Channel[];
}

/** POST /api/marketing/consent/:id (canEditMarketing): what the member told the desk, recorded as consent events. */
export function useRecordConsent() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ memberId, optOut, optIn }: RecordConsentInput) =>
      apiCommand('POST', `/api/marketing/consent/${encodeURIComponent(memberId)}`, commandAnswer, {
        body: { optOut, optIn },
        idempotencyKey: keys.keyFor({ memberId, optOut, optIn }),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }, { memberId }) => {
      keys.done();
      await refreshAfter(queryClient, [memberConsentQueryKey(memberId)], position);
    },
  });
}
