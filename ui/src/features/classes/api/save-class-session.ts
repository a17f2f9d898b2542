import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import type { SessionGender } from './class-schemas';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

export interface ClassSessionInput {
  readonly classId: string;
  readonly weekday: number;
  readonly startTime: string;
  readonly durationMinutes: number;
  readonly capacity?: number | undefined;
  readonly instructor: { readonly kind: 'staff' | 'trainer'; readonly id: string } | null;
  readonly room: string;
  readonly gender: SessionGender;
  readonly validFrom?: string | undefined;
  /** A change's first day (earlier classes keep what they were); the server takes today when absent. */
  readonly effectiveFrom?: string | undefined;
}

/** POST /api/class-sessions or PUT /api/class-sessions/:id (canManageSettings; a change applies from a day on). */
export function saveClassSession(
  { id, ...input }: ClassSessionInput & { id?: string | undefined },
  idempotencyKey: string,
) {
  return id
    ? apiCommand('PUT', `/api/class-sessions/${encodeURIComponent(id)}`, commandAnswer, { body: input, idempotencyKey })
    : apiCommand('POST', '/api/class-sessions', commandAnswer, { body: input, idempotencyKey });
}

export const useSaveClassSession = () => useFormCommand(saveClassSession, [TIMETABLE_KEY, OCCURRENCE_KEY]);
