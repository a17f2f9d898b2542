import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { cancelRequest } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';

export type CancelBody = z.input<typeof cancelRequest>;

/** Cancels the current membership (the member stays, their history too). */
export function cancelMembership(memberId: string, body: CancelBody, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/cancel-membership`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export const useCancelMembership = (memberId: string) =>
  useActionCommand((body: CancelBody, key) => cancelMembership(memberId, body, key), [membersQueryKey]);
