import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

export type OccurrenceCancelInput = { readonly occurrenceId: string } & { readonly reason: string };

/** POST /api/timetable/:occurrenceId/cancel (canManageSettings): cancels the occurrence with a reason; booked and waitlisted members are told. */
export function cancelOccurrence({ occurrenceId, ...body }: OccurrenceCancelInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/timetable/${encodeURIComponent(occurrenceId)}/cancel`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export const useCancelOccurrence = () => useFormCommand(cancelOccurrence, [TIMETABLE_KEY, OCCURRENCE_KEY]);
