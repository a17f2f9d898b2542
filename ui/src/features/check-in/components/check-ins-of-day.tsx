import { useId } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
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
  const connection = useConnectionState();
  const isToday = day === undefined || day === today;
  const list = useCheckInsOfDay(day, { pollMs: connection !== 'connected' && isToday ? FALLBACK_POLL_MS : undefined });
  const visits = list.data ?? [];
  const stillIn = visits.filter((row) => row.checkOutTime === null).length;
  const title = isToday ? "Today's check-ins" : `Check-ins on ${day}`;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {list.isSuccess ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              <span className="font-semibold text-slate-900">{visits.length}</span>{' '}
              {visits.length === 1 ? 'visit' : 'visits'}
              {isToday ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <span className="font-semibold text-slate-900">{stillIn}</span> still in the gym
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-day`} className="text-sm font-medium text-slate-800">
              Day
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
              Today
            </Button>
          ) : null}
        </div>
      </div>
      {list.isPending ? (
        <SectionLoading text="Loading check-ins..." />
      ) : list.isError ? (
        <SectionError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <CheckInsTable checkIns={visits} caption={title} canCheckOut={isToday} />
      )}
    </section>
  );
}
