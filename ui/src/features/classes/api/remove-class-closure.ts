import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

/** DELETE /api/class-closures/:id (canManageSettings). */
export function removeClassClosure(closureId: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/class-closures/${encodeURIComponent(closureId)}`, commandAnswer, {
    idempotencyKey,
  });
}

export const useRemoveClassClosure = () => useActionCommand(removeClassClosure, [TIMETABLE_KEY, OCCURRENCE_KEY]);
