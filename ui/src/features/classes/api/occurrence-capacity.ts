import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

export type OccurrenceCapacityInput = { readonly occurrenceId: string } & { readonly capacity: number };

/** POST /api/timetable/:occurrenceId/capacity (canManageSettings): changes its capacity (never below the booked count). */
export function changeOccurrenceCapacity({ occurrenceId, ...body }: OccurrenceCapacityInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/timetable/${encodeURIComponent(occurrenceId)}/capacity`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export const useChangeOccurrenceCapacity = () =>
  useFormCommand(changeOccurrenceCapacity, [TIMETABLE_KEY, OCCURRENCE_KEY]);
