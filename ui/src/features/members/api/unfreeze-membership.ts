import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { unfreezeRequest } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';
import { useT } from '../../../lib/i18n/use-t';

export type UnfreezeBody = z.input<typeof unfreezeRequest>;

/** Ends a freeze early (on `on`, default today); the unused days come off the expiry again. */
export function unfreezeMembership(memberId: string, body: UnfreezeBody, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/unfreeze`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export function useUnfreezeMembership(memberId: string) {
  const t = useT();
  return useActionCommand((body: UnfreezeBody, key) => unfreezeMembership(memberId, body, key), [membersQueryKey], {
    errorTitle: t('members.membership.notUnfrozen'),
  });
}
