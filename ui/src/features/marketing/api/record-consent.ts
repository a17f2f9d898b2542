import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { Channel } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { memberConsentQueryKey } from './get-member-consent';

export interface RecordConsentInput {
  memberId: string;
  optOut: Channel[];
  optIn: Channel[];
}

/** POST /api/marketing/consent/:id (canEditMarketing): what the member told the desk, recorded as consent events. */
export const useRecordConsent = () =>
  useActionCommand(
    ({ memberId, optOut, optIn }: RecordConsentInput, idempotencyKey) =>
      apiCommand('POST', `/api/marketing/consent/${encodeURIComponent(memberId)}`, commandAnswer, {
        body: { optOut, optIn },
        idempotencyKey,
      }),
    ({ memberId }) => [memberConsentQueryKey(memberId)],
  );
