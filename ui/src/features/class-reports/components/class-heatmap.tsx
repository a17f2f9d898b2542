import { formatClock } from '../../../lib/desk-time';
import { intlLocale } from '../../../lib/i18n/formats';
import { numberStyle } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { GYM_WEEK, heatHours, heatLevel, weekdayName } from '../utils/class-report-figures';

/** Shades of the heatmap's levels 0–4, each with text that keeps its contrast. */
const LEVEL_CLASSES = [
  'bg-white text-slate-500',
  'bg-indigo-50 text-slate-900',
  'bg-indigo-100 text-slate-900',
  'bg-indigo-300 text-slate-900',
  'bg-indigo-700 text-white font-semibold',
] as const;

interface Cell {
  weekday: number;
  hour: number;
  occurrences: number;
  attended: number;
}

/**
 * Attendance by weekday (columns, from the gym's Saturday) and starting hour (rows) as a real table: every cell
 * writes its figure (and the occurrences behind it for screen readers), the shade only repeats it.
 */
export function ClassHeatmap({ cells, caption }: { cells: readonly Cell[]; caption: string }) {
  const t = useT();
  const locale = intlLocale(numberStyle());
  const hours = heatHours(cells);
  const max = Math.max(0, ...cells.map((c) => c.attended));
  const at = new Map(cells.map((c) => [`${c.weekday}:${c.hour}`, c]));
  if (hours.length === 0) return <p className="text-sm text-slate-700">{t('class-reports.empty')}</p>;
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={caption}
      className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-700"
    >
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-2 py-2 text-start font-semibold">
              {t('class-reports.heatmap.hour')}
            </th>
            {GYM_WEEK.map((weekday) => (
              <th key={weekday} scope="col" className="px-2 py-2 text-center font-semibold">
                <abbr title={weekdayName(weekday, 'long', locale)} className="no-underline">
                  {weekdayName(weekday, 'short', locale)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour} className="border-t border-slate-200">
              <th scope="row" className="px-2 py-2 text-start font-medium whitespace-nowrap text-slate-900">
                {formatClock(`2026-01-01T${String(hour).padStart(2, '0')}:00:00Z`, 'UTC')}
              </th>
              {GYM_WEEK.map((weekday) => {
                const cell = at.get(`${weekday}:${hour}`);
                return (
                  <td
                    key={weekday}
                    className={`border-s border-slate-200 px-2 py-2 text-center ${LEVEL_CLASSES[heatLevel(cell?.attended ?? 0, max)]}`}
                  >
                    {cell ? (
                      <>
                        {cell.attended.toLocaleString(locale)}
                        <span className="sr-only">
                          {' '}
                          {t('class-reports.heatmap.cell', { attended: cell.attended, occurrences: cell.occurrences })}
                        </span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{t('class-reports.heatmap.none')}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
