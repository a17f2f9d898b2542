import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { errorMessage } from '../../../lib/api-client';
import { useCheckInsOfDay } from '../../../lib/api/get-check-ins';
import { checkInsByHour, hourSpan } from '../utils/check-ins-by-hour';
import type { HourCount } from '../utils/check-ins-by-hour';

/** An hour's row, or the day's total (`hour` null). */
type Row = { hour: number | null; count: number };

const COLUMNS: ReportColumn<Row>[] = [
  {
    key: 'hour',
    header: 'Hour',
    cell: (row) => (row.hour === null ? 'Total' : hourSpan(row.hour)),
    csv: (row) => (row.hour === null ? 'Total' : hourSpan(row.hour)),
  },
  { key: 'count', header: 'Check-ins', numeric: true, cell: (row) => row.count, csv: (row) => row.count },
];
const SERIES = [{ key: 'count', label: 'Check-ins', color: '#4f46e5' }];

/** Counts on the axis are whole: the scale's halves are left unlabelled. */
const wholeTick = (value: number) => (Number.isInteger(value) ? String(value) : '');

/**
 * Attendance of the day the list below shows (today by default): check-ins by the hour they began, as a chart and
 * a table, a CSV and print. It reads the same query as the list, so it costs no request and follows it live.
 */
export function AttendanceReport({ today, day }: { today: string; day: string | undefined }) {
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
      title={`Attendance by hour, ${shown}`}
      csv={{ label: 'Attendance CSV', fileName: `attendance-${shown}.csv` }}
      printLabel="Print attendance"
      loadingText="Loading attendance..."
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
              series: SERIES,
              label: `Check-ins by hour on ${shown}. The table below gives the figures.`,
              formatValue: (value) => `${value} ${value === 1 ? 'check-in' : 'check-ins'}`,
              formatTick: wholeTick,
              height: 200,
            }
          : undefined
      }
      table={
        list.data
          ? {
              caption: `Check-ins by hour, ${shown}`,
              columns: COLUMNS,
              rows: hours,
              rowKey: (row) => String(row.hour),
              totals: { hour: null, count: list.data.length },
              emptyText: 'No check-ins on this day.',
            }
          : undefined
      }
    />
  );
}
