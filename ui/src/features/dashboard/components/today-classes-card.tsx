import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { errorMessage } from '../../../lib/api-client';
import { formatClock } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import type { TodayClass } from '../../../lib/api/get-today-classes';
import { CardError, DashboardCard, EmptyText } from './dashboard-card';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * Today's classes (issue 47): time, class, instructor, booked / capacity and checked in, each opening its roster;
 * live like every dashboard figure. A cancelled or closed class is struck through.
 */
export function TodayClassesCard({ classes }: { classes: UseQueryResult<TodayClass[]> }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  return (
    <DashboardCard
      title={t('dashboard.todayClasses.title')}
      actions={
        <Link to="/classes" className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
          {t('dashboard.todayClasses.timetable')}
        </Link>
      }
    >
      {classes.data ? (
        classes.data.length === 0 ? (
          <EmptyText>{t('dashboard.todayClasses.none')}</EmptyText>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('dashboard.todayClasses.title')}</caption>
            <thead>
              <tr className="text-start text-xs text-slate-700">
                <th scope="col" className="py-1 text-start font-medium">
                  {t('dashboard.todayClasses.time')}
                </th>
                <th scope="col" className="py-1 text-start font-medium">
                  {t('dashboard.todayClasses.class')}
                </th>
                <th scope="col" className="hidden py-1 text-start font-medium sm:table-cell">
                  {t('dashboard.todayClasses.instructor')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('dashboard.todayClasses.booked')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('dashboard.todayClasses.checkedIn')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {classes.data.map((one) => {
                const off = one.status !== 'scheduled';
                return (
                  <tr key={one.occurrenceId} className={off ? 'text-slate-700 line-through' : 'text-slate-900'}>
                    <td className="py-2 tabular-nums">{formatClock(one.startsAt, timeZone)}</td>
                    <th scope="row" className="py-2 text-start font-medium">
                      <Link
                        to={`/classes/${encodeURIComponent(one.occurrenceId)}`}
                        className="flex items-center gap-2 underline-offset-2 hover:underline"
                      >
                        <span
                          aria-hidden="true"
                          className="inline-block size-3 shrink-0 rounded-sm"
                          style={{ background: one.colour }}
                        />
                        {one.className}
                        {off ? <span className="sr-only">{` (${t('dashboard.todayClasses.cancelled')})`}</span> : null}
                      </Link>
                    </th>
                    <td className="hidden py-2 sm:table-cell">{one.instructorName ?? ''}</td>
                    <td className="py-2 text-end tabular-nums">
                      {t('dashboard.todayClasses.ofCapacity', { booked: one.booked, capacity: one.capacity })}
                    </td>
                    <td className="py-2 text-end tabular-nums">{one.checkedIn}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )
      ) : classes.isError ? (
        <CardError message={errorMessage(classes.error)} onRetry={() => void classes.refetch()} />
      ) : (
        <Skeleton className="h-28" />
      )}
    </DashboardCard>
  );
}
