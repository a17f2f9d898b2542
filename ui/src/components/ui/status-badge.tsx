import { displayStatus } from '@gym/kernel/contracts/display-status';
import type { BadgeTone } from '@gym/kernel/contracts/display-status';

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
  const { label, tone } = displayStatus(status, expiryDate, today);
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[tone]}`}>
      {label}
    </span>
  );
}
