import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';
import { useT } from '../../../lib/i18n/use-t';

/** Brings an archived member back to the lists and the desk. */
export function restoreMember(memberId: string, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/restore`, commandAnswer, {
    body: {},
    idempotencyKey,
  });
}

/** The input is the member's id. */
export function useRestoreMember() {
  const t = useT();
  return useActionCommand(restoreMember, [membersQueryKey], { errorTitle: t('members.detail.notRestored') });
}
