import { z } from 'zod';
import type { MemberInput } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../api-client';
import { useActionCommand } from '../command-mutation';
import { membersQueryKey } from './get-members';

/** POST /api/members answers 201 with the new member's id and number. */
export const createdMember = z.object({ id: z.string(), memberNumber: z.number(), position: z.number() });
export type CreatedMember = z.infer<typeof createdMember>;

/** POST /api/members (canEditMembers): Add Member and the desk's quick add of walk-ins. */
export function createMember(input: MemberInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/members', createdMember, { body: input, idempotencyKey });
}

/**
 * Pressing Enter twice on the same details sends the same Idempotency-Key, so the server registers one member, not
 * two. `errorTitle`: the failure toast's title, or false where the screen shows the error beside its form.
 */
export const useCreateMember = ({ errorTitle }: { errorTitle: string | false }) =>
  useActionCommand(createMember, [membersQueryKey], { errorTitle });
