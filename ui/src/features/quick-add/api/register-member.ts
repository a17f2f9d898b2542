import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MemberInput } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';

/** POST /api/members answers 201 with the new member's id and number. */
export const registeredMember = z.object({ id: z.string(), memberNumber: z.number(), position: z.number() });
export type RegisteredMember = z.infer<typeof registeredMember>;

export function registerMember(input: MemberInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/members', registeredMember, { body: input, idempotencyKey });
}

/**
 * Registers a walk-in (canEditMembers). Pressing Enter twice on the same details sends the same Idempotency-Key, so
 * the server registers one member, not two. The screens report errors next to the form they belong to.
 */
export function useRegisterMember() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: MemberInput) => registerMember(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [['members']], position);
    },
  });
}
