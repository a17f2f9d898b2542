import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

export interface ClosureInput {
  readonly from: string;
  readonly to: string;
  readonly reason: string;
}

/** POST /api/class-closures (canManageSettings): occurrences on those days are shown closed, booking refused. */
export function addClassClosure(input: ClosureInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/class-closures', commandAnswer, { body: input, idempotencyKey });
}

export const useAddClassClosure = () => useFormCommand(addClassClosure, [TIMETABLE_KEY, OCCURRENCE_KEY]);
