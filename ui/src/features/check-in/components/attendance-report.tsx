import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useCheckInsOfDay } from '../../../lib/api/get-check-ins';
import { checkInsByHour, hourSpan } from '../utils/check-ins-by-hour';
import type { HourCount } from '../utils/check-ins-by-hour';

/** An hour's row, or the day's total (`hour` null). */
type Row = { hour: number | null; count: number };

type Translate = ReturnType<typeof useT>;

const columns = (t: Translate): ReportColumn<Row>[] => [
  {
    key: 'hour',
    header: t('check-in.attendance.hour'),
    cell: (row) => (row.hour === null ? t('check-in.attendance.total') : hourSpan(row.hour)),
    csv: (row) => (row.hour === null ? t('check-in.attendance.total') : hourSpan(row.hour)),
  },
  {
    key: 'count',
    header: t('check-in.attendance.checkIns'),
    numeric: true,
    cell: (row) => row.count,
    csv: (row) => row.count,
  },
];

/** Counts on the axis are whole: the scale's halves are left unlabelled. */
const wholeTick = (value: number) => (Number.isInteger(value) ? String(value) : '');

/**
 * Attendance of the day the list below shows (today by default): check-ins by the hour they began, as a chart and
 * a table, a CSV and print. It reads the same query as the list, so it costs no request and follows it live.
 */
export function AttendanceReport({ today, day }: { today: string; day: string | undefined }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const list = useCheckInsOfDay(day);
  const shown = day ?? today;
  const hours: HourCount[] = list.data
    ? checkInsByHour(
        list.data.map((c) => c.checkInTime),
        timeZone,
      )
    : [];
  return (
    <ReportView<Row>
      title={t('check-in.attendance.title', { day: shown })}
      csv={{ label: t('check-in.attendance.csv'), fileName: `attendance-${shown}.csv` }}
      printLabel={t('check-in.attendance.print')}
      loadingText={t('check-in.attendance.loading')}
      error={list.isError ? { message: errorMessage(list.error), onRetry: () => void list.refetch() } : null}
      chart={
        hours.length > 0
          ? {
              categories: hours.map((h) => ({
                key: String(h.hour),
                label: String(h.hour).padStart(2, '0'),
                title: hourSpan(h.hour),
                bars: [{ key: 'count', values: { count: h.count } }],
              })),
              series: [{ key: 'count', label: t('check-in.attendance.checkIns'), color: '#4f46e5' }],
              label: t('check-in.attendance.chart', { day: shown }),
              formatValue: (value) => t('check-in.attendance.count', { count: value }),
              formatTick: wholeTick,
              height: 200,
            }
          : undefined
      }
      table={
        list.data
          ? {
              caption: t('check-in.attendance.caption', { day: shown }),
              columns: columns(t),
              rows: hours,
              rowKey: (row) => String(row.hour),
              totals: { hour: null, count: list.data.length },
              emptyText: t('check-in.attendance.none'),
            }
          : undefined
      }
    />
  );
}
