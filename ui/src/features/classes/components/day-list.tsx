import { useT } from '../../../lib/i18n/use-t';
import type { Occurrence } from '../api/class-schemas';
import { longDay } from '../utils/week';
import { OccurrenceBlock } from './occurrence-block';

/**
 * Days one under the other, each with its occurrences as a list (a phone, and the day view): nothing wider than the
 * screen.
 */
export function DayList({
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
    <div className="grid gap-4">
      {days.map((day) => {
        const ofDay = occurrences.filter((occurrence) => occurrence.day === day);
        return (
          <section key={day} className="grid min-w-0 gap-2">
            <h3 className="text-base font-semibold text-slate-900">
              {longDay(day)}
              {day === today ? (
                <span className="ms-2 text-sm font-normal text-indigo-800">{t('classes.today')}</span>
              ) : null}
            </h3>
            {ofDay.length === 0 ? (
              <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">{t('classes.noClassesThatDay')}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {ofDay.map((occurrence) => (
                  <li key={occurrence.occurrenceId} className="min-w-0">
                    <OccurrenceBlock occurrence={occurrence} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
