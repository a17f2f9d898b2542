import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { classesQueryKey } from './get-classes';

/** DELETE /api/classes/:id (canManageSettings; refused while weekly sessions use it). */
export function removeClass(classId: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/classes/${encodeURIComponent(classId)}`, commandAnswer, { idempotencyKey });
}

export const useRemoveClass = () => useActionCommand(removeClass, [classesQueryKey]);
