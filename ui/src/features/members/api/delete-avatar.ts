import { z } from 'zod';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';
import { useT } from '../../../lib/i18n/use-t';

const deleteAnswer = z.object({ position: z.number() }).loose();

export function deleteAvatar(memberId: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/members/${encodeURIComponent(memberId)}/avatar`, deleteAnswer, {
    idempotencyKey,
  });
}

/** The input is the member's id. */
export function useDeleteAvatar() {
  const t = useT();
  return useActionCommand(deleteAvatar, [membersQueryKey], { errorTitle: t('members.photo.notRemoved') });
}
