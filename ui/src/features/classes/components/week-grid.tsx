import { useT } from '../../../lib/i18n/use-t';
import type { Occurrence } from '../api/class-schemas';
import { dayHeading } from '../utils/week';
import { OccurrenceBlock } from './occurrence-block';

/**
 * The week as seven columns from Saturday (a wide screen, and the printed landscape page): each day's occurrences as
 * blocks by start. Today's column is marked.
 */
export function WeekGrid({
  days,
  occurrences,
  today,
}: {
  days: readonly string[];
  occurrences: readonly Occurrence[];
  today: string;
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-7 gap-2 print:gap-1">
      {days.map((day) => {
        const ofDay = occurrences.filter((occurrence) => occurrence.day === day);
        const isToday = day === today;
        return (
          <section
            key={day}
            className={`grid min-w-0 content-start gap-2 rounded-lg border p-2 print:gap-1 print:p-1 ${
              isToday ? 'border-indigo-300 bg-indigo-50/50' : 'border-slate-200 bg-slate-50'
            }`}
          >
            <h3 className="text-sm font-semibold text-slate-900">
              {dayHeading(day)}
              {isToday ? <span className="sr-only">{` (${t('classes.today')})`}</span> : null}
            </h3>
            {ofDay.length === 0 ? (
              <p className="text-xs text-slate-700">{t('classes.noClassesThatDay')}</p>
            ) : (
              ofDay.map((occurrence) => <OccurrenceBlock key={occurrence.occurrenceId} occurrence={occurrence} />)
            )}
          </section>
        );
      })}
    </div>
  );
}
