import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { classesQueryKey } from './get-classes';
import { TIMETABLE_KEY } from './get-timetable';

export interface ClassInput {
  readonly name: string;
  readonly colour: string;
  readonly description: string;
  readonly defaultCapacity: number;
}

/** POST /api/classes (a new class) or PUT /api/classes/:id (canManageSettings). */
export function saveClass({ id, ...input }: ClassInput & { id?: string | undefined }, idempotencyKey: string) {
  return id
    ? apiCommand('PUT', `/api/classes/${encodeURIComponent(id)}`, commandAnswer, { body: input, idempotencyKey })
    : apiCommand('POST', '/api/classes', commandAnswer, { body: input, idempotencyKey });
}

/** A class's name and colour show on every occurrence of the timetable. */
export const useSaveClass = () => useFormCommand(saveClass, [classesQueryKey, TIMETABLE_KEY]);
