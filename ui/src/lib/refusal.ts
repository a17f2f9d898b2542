import { checkInRefusal } from '@gym/modules/membership/check-ins/check-in-contracts';
import type { z } from 'zod';
import { isApiError } from './api-client';

export type CheckInRefusalDetails = z.infer<typeof checkInRefusal>;
export type RefusalReason = CheckInRefusalDetails['reason'];

export interface CheckInRefusal extends CheckInRefusalDetails {
  /** The server's sentence, e.g. "The membership expired on 2025-01-31." */
  readonly message: string;
}

/** Short names of the refusal reasons, for the desk's alert. */
export const REFUSAL_LABELS: Record<RefusalReason, string> = {
  no_membership: 'No membership',
  expired: 'Membership expired',
  frozen: 'Membership frozen',
  cancelled: 'Membership cancelled',
  archived: 'Member archived',
  not_started: 'Membership not started yet',
  suspended: 'Member suspended',
};

/** The refusal inside a 409 answer to POST /api/check-ins, or undefined for any other failure. */
export function refusalOf(error: unknown): CheckInRefusal | undefined {
  if (!isApiError(error, 409) || !error.answer) return undefined;
  const details = checkInRefusal.safeParse(error.answer.details);
  return details.success ? { ...details.data, message: error.answer.message } : undefined;
}
