import { Link } from 'react-router';
import type { CheckIn } from '@gym/modules/membership/check-ins/check-in-contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { formatClock, formatDateTime, zoneName } from '../../../lib/desk-time';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useNow } from '../hooks/use-now';
import { relativeTime } from '../utils/relative-time';
import { CardError, DashboardCard, EmptyText } from './dashboard-card';

interface RecentActivityProps {
  checkIns: { data?: CheckIn[]; error: unknown; isError: boolean; refetch: () => unknown };
  className?: string;
}

/** Recent Activity (spec section 2): the latest 5 check-ins, and the way to the check-in page. */
export function RecentActivity({ checkIns, className }: RecentActivityProps) {
  const now = useNow();
  const timeZone = useGymTimeZone();
  const zone = zoneName(timeZone);
  const t = useT();
  return (
    <DashboardCard
      title={t('dashboard.recent.title')}
      className={className}
      actions={
        <Link to="/check-in" className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
          {t('dashboard.recent.viewAll')}
          <span className="sr-only">{t('dashboard.recent.viewAllHidden')}</span>
        </Link>
      }
    >
      {checkIns.data ? (
        checkIns.data.length === 0 ? (
          <EmptyText>{t('dashboard.recent.none')}</EmptyText>
        ) : (
          <ul className="divide-y divide-slate-200">
            {checkIns.data.map((visit) => (
              <li key={visit.id} className="flex items-center gap-3 py-2.5">
                <MemberAvatar name={visit.memberName} avatar={visit.avatar} size="sm" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/members/${visit.memberId}`}
                    className="block truncate text-sm font-medium text-slate-900 hover:underline"
                  >
                    {visit.memberName || t('kit.unknownMember')}
                  </Link>
                  <p className="text-xs text-slate-700">
                    {visit.checkOutTime
                      ? t('dashboard.recent.checkedInOut', { time: formatClock(visit.checkOutTime, timeZone) })
                      : t('dashboard.recent.checkedIn')}
                  </p>
                </div>
                <time
                  dateTime={visit.checkInTime}
                  title={`${formatDateTime(visit.checkInTime, timeZone)} (${zone})`}
                  className="text-end text-xs text-slate-700"
                >
                  {relativeTime(visit.checkInTime, now)}
                  <span className="block">{`${visit.day} ${formatClock(visit.checkInTime, timeZone)} ${zone}`}</span>
                </time>
              </li>
            ))}
          </ul>
        )
      ) : checkIns.isError ? (
        <CardError message={errorMessage(checkIns.error)} onRetry={() => void checkIns.refetch()} />
      ) : (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('dashboard.recent.loading')}</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      )}
    </DashboardCard>
  );
}
