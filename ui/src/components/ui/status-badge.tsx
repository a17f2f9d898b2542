import { displayStatus } from '@gym/kernel/contracts/display-status';
import type { BadgeTone } from '@gym/kernel/contracts/display-status';
import { useT } from '../../lib/i18n/use-t';

/** Badge colours of the spec (section 4), at text contrast that passes WCAG AA. */
const TONE_CLASSES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800',
  grey: 'bg-slate-200 text-slate-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  expired: 'bg-red-700 text-white',
  expiring: 'bg-orange-100 text-orange-900',
};

/** The shared catalogue's id of each status word displayStatus gives; a status not listed shows as it came. */
const STATUS_WORDS: Record<string, string> = {
  active: 'kit.status.active',
  paid: 'kit.status.paid',
  completed: 'kit.status.completed',
  inactive: 'kit.status.inactive',
  cancelled: 'kit.status.cancelled',
  unpaid: 'kit.status.unpaid',
  pending: 'kit.status.pending',
  past_due: 'kit.status.pastDue',
  suspended: 'kit.status.suspended',
  frozen: 'kit.status.frozen',
  partially_paid: 'kit.status.partiallyPaid',
  void: 'kit.status.void',
  archived: 'kit.status.archived',
  expired: 'kit.status.expired',
  expiring_soon: 'kit.status.expiringSoon',
  unknown: 'kit.status.unknown',
};

/** A member's or invoice's status as the spec displays it: Frozen, EXPIRED, Expiring Soon, or the status itself. */
export function StatusBadge({
  status,
  expiryDate,
  today,
}: {
  status: string | null;
  expiryDate?: string | null;
  today: string;
}) {
  const t = useT();
  const { label, tone, word } = displayStatus(status, expiryDate, today);
  const id = STATUS_WORDS[word];
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[tone]}`}>
      {id ? t(id) : label}
    </span>
  );
}
