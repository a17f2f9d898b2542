import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

export type OccurrenceSubstituteInput = { readonly occurrenceId: string } & {
  readonly instructor: { readonly kind: 'staff' | 'trainer'; readonly id: string };
};

/** POST /api/timetable/:occurrenceId/substitute (canManageSettings): another instructor leads it. */
export function substituteOccurrence({ occurrenceId, ...body }: OccurrenceSubstituteInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/timetable/${encodeURIComponent(occurrenceId)}/substitute`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export const useSubstituteOccurrence = () => useFormCommand(substituteOccurrence, [TIMETABLE_KEY, OCCURRENCE_KEY]);
