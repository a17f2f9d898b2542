import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { archiveRequest } from '@gym/modules/membership/members/member-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { membersQueryKey } from '../../../lib/api/get-members';

export type ArchiveBody = z.input<typeof archiveRequest>;

/** Archives a member: hidden from lists and the desk until restored; their history stays. */
export function archiveMember(memberId: string, body: ArchiveBody, idempotencyKey: string) {
  return apiCommand('POST', `/api/members/${encodeURIComponent(memberId)}/archive`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export const useArchiveMember = (memberId: string) =>
  useActionCommand((body: ArchiveBody, key) => archiveMember(memberId, body, key), [membersQueryKey]);
