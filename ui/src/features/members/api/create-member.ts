import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MemberInput } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { membersQueryKey } from './get-members';

export const createMemberAnswer = z.object({ id: z.string(), memberNumber: z.number(), position: z.number() });

export function createMember(input: MemberInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/members', createMemberAnswer, { body: input, idempotencyKey });
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: MemberInput) => createMember(input, keys.keyFor(input)),
    meta: { errorTitle: 'Member not added' },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [membersQueryKey], position);
    },
  });
}
