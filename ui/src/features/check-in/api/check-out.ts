import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { CHECK_IN_REFRESH_KEYS } from '../../../lib/query-keys';

/** POST /api/check-ins/{id}/check-out (409 when that visit is already checked out). */
export function checkOut(checkInId: string, idempotencyKey: string) {
  return apiCommand('POST', `/api/check-ins/${encodeURIComponent(checkInId)}/check-out`, commandAnswer, {
    body: {},
    idempotencyKey,
  });
}

/** The input is the check-in's id. */
export const useCheckOut = () => useActionCommand(checkOut, CHECK_IN_REFRESH_KEYS, { errorTitle: 'Check-out failed' });
