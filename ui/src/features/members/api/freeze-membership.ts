import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { freezeRequest } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';

export type FreezeBody = z.input<typeof freezeRequest>;

/** Pauses the membership from `from` to `until`; the expiry moves on by the frozen days. */
export function freezeMembership(memberId: string, body: FreezeBody, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/freeze`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

/** The freeze dialog's command; the dialog keeps the submission's key. */
export const useFreezeMembership = (memberId: string) =>
  useFormCommand((body: FreezeBody, key) => freezeMembership(memberId, body, key), [membersQueryKey]);
