import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

/** DELETE /api/class-sessions/:id (canManageSettings): ends the series from today; booked members are told. */
export function endClassSession(sessionId: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/class-sessions/${encodeURIComponent(sessionId)}`, commandAnswer, {
    idempotencyKey,
  });
}

export const useEndClassSession = () => useActionCommand(endClassSession, [TIMETABLE_KEY, OCCURRENCE_KEY]);
