import { useId } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useConnectionState } from '../../../lib/socket';
import { useCheckInsOfDay } from '../../../lib/api/get-check-ins';
import { CheckInsTable } from './check-ins-table';

/** While the socket is down, the list asks every few seconds instead (DESIGN section 1: polling is the fallback). */
const FALLBACK_POLL_MS = 5000;

interface CheckInsOfDayProps {
  today: string;
  /** The day shown; undefined for today (the server's today, in the gym's time zone). */
  day: string | undefined;
  onDayChange: (day: string | undefined) => void;
}

/**
 * The day's check-ins, live: every open screen sees a check-in or check-out as it happens (the check-ins topic of the
 * socket refreshes the list), with the day's count and a date picker for other days.
 */
export function CheckInsOfDay({ today, day, onDayChange }: CheckInsOfDayProps) {
  const id = useId();
  const t = useT();
  const connection = useConnectionState();
  const isToday = day === undefined || day === today;
  const list = useCheckInsOfDay(day, { pollMs: connection !== 'connected' && isToday ? FALLBACK_POLL_MS : undefined });
  const visits = list.data ?? [];
  const stillIn = visits.filter((row) => row.checkOutTime === null).length;
  const title = isToday ? t('check-in.day.today') : t('check-in.day.other', { day });

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {list.isSuccess ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              {t('check-in.day.visits', { count: visits.length })}
              {isToday ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {t('check-in.day.stillIn', { count: stillIn })}
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-day`} className="text-sm font-medium text-slate-800">
              {t('check-in.day.day')}
            </label>
            <input
              id={`${id}-day`}
              type="date"
              max={today}
              value={day ?? today}
              onChange={(event) => {
                const value = event.target.value;
                onDayChange(value === '' || value === today ? undefined : value);
              }}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            />
          </div>
          {!isToday ? (
            <Button variant="secondary" onClick={() => onDayChange(undefined)}>
              {t('check-in.day.todayButton')}
            </Button>
          ) : null}
        </div>
      </div>
      {list.isPending ? (
        <SectionLoading text={t('check-in.day.loading')} />
      ) : list.isError ? (
        <SectionError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <CheckInsTable checkIns={visits} caption={title} canCheckOut={isToday} />
      )}
    </section>
  );
}
