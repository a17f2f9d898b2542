import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

export type OccurrenceMoveInput = { readonly occurrenceId: string } & {
  readonly startTime: string;
  readonly room?: string | undefined;
};

/** POST /api/timetable/:occurrenceId/move (canManageSettings): moves it to another start (and room) the same day; booked and waitlisted members are told. */
export function moveOccurrence({ occurrenceId, ...body }: OccurrenceMoveInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/timetable/${encodeURIComponent(occurrenceId)}/move`, commandAnswer, {
    body,
    idempotencyKey,
  });
}

export const useMoveOccurrence = () => useFormCommand(moveOccurrence, [TIMETABLE_KEY, OCCURRENCE_KEY]);
