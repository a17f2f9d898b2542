import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { memberPatch } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';
import { useT } from '../../../lib/i18n/use-t';

export type MemberPatch = z.input<typeof memberPatch>;

export interface UpdateMemberVariables {
  id: string;
  changes: MemberPatch;
}

/** Profile fields and/or a status set by hand (with its reason). */
export function updateMember({ id, changes }: UpdateMemberVariables, idempotencyKey: string) {
  return apiCommand('PATCH', `/api/members/${encodeURIComponent(id)}`, commandAnswer, {
    body: changes,
    idempotencyKey,
  });
}

// Invoices and check-ins show the member's name.
export function useUpdateMember() {
  const t = useT();
  return useActionCommand(updateMember, [membersQueryKey, ['invoices'], ['check-ins']], {
    errorTitle: t('members.profile.notSaved'),
  });
}
