import { daysBetween } from '@gym/events/calendar/local-date';

/** Colours of the spec's status badges (section 4). */
export type BadgeTone = 'green' | 'grey' | 'yellow' | 'red' | 'blue' | 'purple' | 'expired' | 'expiring';

export interface DisplayStatus {
  readonly label: string;
  readonly tone: BadgeTone;
  /** Which label it is, for a translation: the status itself, or frozen, expired, expiring_soon, unknown. */
  readonly word: string;
}

/** Expiring soon = 0 to 7 days until expiry (spec section 5). */
export const EXPIRING_SOON_DAYS = 7;

const TONES: Record<string, BadgeTone> = {
  active: 'green',
  paid: 'green',
  completed: 'green',
  inactive: 'grey',
  cancelled: 'grey',
  unpaid: 'yellow',
  pending: 'yellow',
  past_due: 'red',
  suspended: 'red',
  frozen: 'blue',
  partially_paid: 'blue',
};

/**
 * The spec's display order (section 4): frozen shows "Frozen" and is never expiring or expired; an expiry in the past
 * shows "EXPIRED"; an expiry within 7 days "Expiring Soon"; otherwise the status with its first letter capitalised
 * and underscores as spaces, or "unknown" when absent. Unknown statuses are shown neutrally (purple).
 */
export function displayStatus(
  status: string | null | undefined,
  expiryDate: string | null | undefined,
  today: string,
): DisplayStatus {
  if (status === 'frozen') return { label: 'Frozen', tone: 'blue', word: 'frozen' };
  if (expiryDate) {
    const left = daysBetween(today, expiryDate);
    if (left < 0) return { label: 'EXPIRED', tone: 'expired', word: 'expired' };
    if (left <= EXPIRING_SOON_DAYS) return { label: 'Expiring Soon', tone: 'expiring', word: 'expiring_soon' };
  }
  if (!status) return { label: 'unknown', tone: 'purple', word: 'unknown' };
  // Underscores read as spaces: "Partially paid", "Past due", never "Partially_paid" (issue 10, item 13).
  const words = status.replace(/_/g, ' ');
  return { label: words.charAt(0).toUpperCase() + words.slice(1), tone: TONES[status] ?? 'purple', word: status };
}

/** "N/A" for a missing date (spec section 4). */
export const dateOrNA = (date: string | null | undefined) => date || 'N/A';
