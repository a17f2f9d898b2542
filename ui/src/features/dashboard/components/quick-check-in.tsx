import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { Spinner } from '../../../components/ui/spinner';
import { refreshAfter } from '../../../lib/read-your-writes';
import { alreadyCheckedIn, useDeskCheckIn } from '../../../hooks/use-desk-check-in';
import type { DeskOutcome } from '../../../hooks/use-desk-check-in';
import { formatClock } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { MemberPickerOnDemand } from '../../../components/member/member-picker-on-demand';
import { dashboardStatsQueryKey } from '../api/get-dashboard-stats';
import { DashboardCard } from './dashboard-card';
import { useGymTimeZone } from '../../../hooks/use-gym-today';

/**
 * Quick Check-in (spec section 2): find a member by first name, last name or email (any case) and choose one to
 * check them in; the spec's toasts follow, and Check-ins Today and Recent Activity refresh.
 */
export function QuickCheckIn({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const { outcome, checkIn } = useDeskCheckIn();
  const t = useT();

  async function pick(member: Member) {
    const answer = await checkIn(member);
    // "Success refreshes check-ins and dashboard stats" (spec section 7); the check-in hook refreshes the lists.
    if (answer) await refreshAfter(queryClient, [dashboardStatsQueryKey], answer.position);
  }

  return (
    <DashboardCard title={t('dashboard.quick.title')} className={className}>
      <MemberPickerOnDemand
        label={t('dashboard.quick.search')}
        placeholder={t('kit.memberField.placeholder')}
        onPick={(member) => void pick(member)}
      />
      <OutcomeLine outcome={outcome} />
    </DashboardCard>
  );
}

function OutcomeLine({ outcome }: { outcome: DeskOutcome | null }) {
  const timeZone = useGymTimeZone();
  const t = useT();
  if (!outcome) return null;
  const name = outcome.member.memberName || t('kit.unknownMember');
  switch (outcome.kind) {
    case 'pending':
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-800">
          <Spinner />
          {t('dashboard.quick.checking', { name })}
        </p>
      );
    case 'checked-in':
      return (
        <p role="status" className="text-sm font-medium text-green-900">
          {t('dashboard.quick.checkedIn', { name, time: formatClock(outcome.at, timeZone) })}
        </p>
      );
    case 'duplicate':
      return (
        <p role="status" className="text-sm font-medium text-amber-900">
          {t('dashboard.quick.duplicate', { name, already: alreadyCheckedIn(outcome.at, timeZone) })}
        </p>
      );
    case 'refused':
      return (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p>{t('dashboard.quick.notCheckedIn', { name, reason: outcome.refusal.message })}</p>
          <Link to="/check-in" className="mt-1 inline-block font-medium underline underline-offset-2">
            {t('dashboard.quick.openDesk')}
          </Link>
        </div>
      );
    case 'failed':
      return (
        <p role="alert" className="text-sm text-red-900">
          {t('dashboard.quick.notCheckedIn', { name, reason: outcome.message })}
        </p>
      );
  }
}
