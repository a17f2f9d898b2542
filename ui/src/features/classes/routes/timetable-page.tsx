import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Button } from '../../../components/ui/button';
import { PrintButton } from '../../../components/print-button';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { useCan } from '../../../hooks/use-session-user';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useForcedRefresh, useLiveOptions } from '../../../hooks/use-live-options';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { TIMETABLE_KEY, useTimetable } from '../api/get-timetable';
import { DayList } from '../components/day-list';
import { WeekGrid } from '../components/week-grid';
import { TimetableManagement } from '../components/manage/timetable-management';
import { addDays, longDay, weekDays } from '../utils/week';

type View = 'week' | 'day';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /classes (canViewMembers): the timetable. The week from Saturday as columns on a wide screen (and on the printed
 * landscape page), a list per day on a phone, or one day; the day and the view are kept in the address. Live: the
 * `timetable` pushes refetch it, polled while the socket is down. With canManageSettings, the classes, weekly
 * sessions, closures and booking rules are managed below.
 */
export function Component() {
  const t = useT();
  const today = useGymToday();
  const canManage = useCan('canManageSettings');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'day' ? 'day' : 'week';
  const dayParam = params.get('day');
  const day = dayParam && DAY.test(dayParam) && !Number.isNaN(Date.parse(dayParam)) ? dayParam : today;
  const days = view === 'week' ? weekDays(day) : [day];
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const live = useLiveOptions();
  useForcedRefresh([TIMETABLE_KEY]);
  const timetable = useTimetable(from, to, live);
  const printed = useRef<HTMLDivElement>(null);

  const go = (next: { view?: View; day?: string }) => {
    const nextParams = new URLSearchParams(params);
    if (next.view) nextParams.set('view', next.view);
    if (next.day) {
      if (next.day === today) nextParams.delete('day');
      else nextParams.set('day', next.day);
    }
    setParams(nextParams, { replace: true });
  };
  const step = view === 'week' ? 7 : 1;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div>
        <PageHeader title={t('classes.page.title')}>
          <PrintButton target={printed} label={t('classes.page.printWeek')} disabled={view !== 'week'} />
        </PageHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label={t('classes.page.views')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {(['week', 'day'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => go({ view: option })}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white/60 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
              >
                {option === 'week' ? t('classes.page.week') : t('classes.page.day')}
              </button>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              onClick={() => go({ day: addDays(day, -step) })}
              aria-label={view === 'week' ? t('classes.page.previousWeek') : t('classes.page.previousDay')}
            >
              <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Button>
            <Button variant="secondary" onClick={() => go({ day: today })}>
              {t('classes.today')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => go({ day: addDays(day, step) })}
              aria-label={view === 'week' ? t('classes.page.nextWeek') : t('classes.page.nextDay')}
            >
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Button>
          </div>
        </div>
      </div>

      <section aria-labelledby="timetable-heading" className="grid gap-3">
        <h2 id="timetable-heading" className="text-lg font-semibold text-slate-900">
          {view === 'week' ? t('classes.page.weekOf', { from: longDay(from), to: longDay(to) }) : longDay(day)}
        </h2>
        {timetable.isPending ? (
          <SectionLoading text={t('classes.page.loading')} />
        ) : timetable.isError ? (
          <SectionError message={errorMessage(timetable.error)} onRetry={() => void timetable.refetch()} />
        ) : view === 'week' ? (
          <>
            <div ref={printed} className="timetable-print hidden lg:block print:block">
              <p className="mb-2 hidden text-base font-semibold print:block">
                {t('classes.page.weekOf', { from: longDay(from), to: longDay(to) })}
              </p>
              <WeekGrid days={days} occurrences={timetable.data} today={today} />
            </div>
            <div className="lg:hidden print:hidden">
              <DayList days={days} occurrences={timetable.data} today={today} />
            </div>
          </>
        ) : (
          <DayList days={days} occurrences={timetable.data} today={today} />
        )}
      </section>

      {canManage ? <TimetableManagement /> : null}
    </div>
  );
}
