import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { memberPatch } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { membersQueryKey } from '../../../lib/api/get-members';

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

export function useUpdateMember() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (variables: UpdateMemberVariables) => updateMember(variables, keys.keyFor(variables)),
    meta: { errorTitle: 'Member not saved' },
    onSuccess: async ({ position }) => {
      keys.done();
      // Invoices and check-ins show the member's name.
      await refreshAfter(queryClient, [membersQueryKey, ['invoices'], ['check-ins']], position);
    },
  });
}
