import { checkInRefusal } from '@gym/modules/membership/check-ins/check-in-contracts';
import type { z } from 'zod';
import { isApiError } from './api-client';
import { refusalText } from './refusal-text';

export type CheckInRefusalDetails = z.infer<typeof checkInRefusal>;
export type RefusalReason = CheckInRefusalDetails['reason'];

export interface CheckInRefusal extends CheckInRefusalDetails {
  /** The server's sentence, e.g. "The membership expired on 2025-01-31." */
  readonly message: string;
}

/**
 * Short names of the refusal reasons, for the desk's alert: message ids of the shared catalogue, which is always
 * loaded, so a refusal read once into a sentence (quick add's) is never written before its label has arrived.
 */
export const REFUSAL_LABELS: Record<RefusalReason, string> = {
  no_membership: 'app.checkIn.reason.noMembership',
  expired: 'app.checkIn.reason.expired',
  frozen: 'app.checkIn.reason.frozen',
  cancelled: 'app.checkIn.reason.cancelled',
  archived: 'app.checkIn.reason.archived',
  not_started: 'app.checkIn.reason.notStarted',
  suspended: 'app.checkIn.reason.suspended',
  closed: 'app.checkIn.reason.closed',
  closure: 'app.checkIn.reason.closure',
  prayer: 'app.checkIn.reason.prayer',
  gender_hours: 'app.checkIn.reason.genderHours',
  plan_window: 'app.checkIn.reason.planWindow',
};

/** The refusal inside a 409 answer to POST /api/check-ins, or undefined for any other failure. */
export function refusalOf(error: unknown): CheckInRefusal | undefined {
  if (!isApiError(error, 409) || !error.answer) return undefined;
  const details = checkInRefusal.safeParse(error.answer.details);
  return details.success ? { ...details.data, message: refusalText(error.answer) } : undefined;
}
