import { daysBetween } from '@gym/events/calendar/local-date';
import { errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { tableOf } from '@gym/kernel/export/table-columns';
import type { TableColumn } from '@gym/kernel/export/table-columns';
import { sendTable } from '@gym/kernel/http/file-download';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { occurrenceRefusals } from './class-refusals.js';
import { buildClassReport } from './class-report.js';
import type { ClassReport, ReportFigures } from './class-report.js';
import { classReportAnswer, classReportQuery } from './class-report-contracts.js';
import { reportOccurrences, reportPlaces } from './class-report-queries.js';

/** The longest period the class report covers at once (a year, leap years included). */
export const MAX_REPORT_DAYS = 366;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** The gym's week starts on Saturday (Qatar): the heatmap's rows follow it. */
const GYM_WEEK = [6, 7, 1, 2, 3, 4, 5];

/** A rate as a percentage with one decimal (empty when there was nothing to measure). */
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

type FileRow = ReportFigures & { section: string; name: string };

const REPORT_COLUMNS: TableColumn<FileRow>[] = [
  { header: 'Section', type: 'text', width: 16, cell: (r) => r.section },
  { header: 'Name', type: 'text', width: 30, cell: (r) => r.name },
  { header: 'Occurrences held', type: 'number', cell: (r) => r.occurrences },
  { header: 'Capacity', type: 'number', cell: (r) => r.capacity },
  { header: 'Seats taken', type: 'number', cell: (r) => r.seatsTaken },
  { header: 'Fill rate %', type: 'number', cell: (r) => percent(r.fillRate) },
  { header: 'Attended', type: 'number', cell: (r) => r.attended },
  { header: 'Bookings', type: 'number', cell: (r) => r.bookings },
  { header: 'No-shows', type: 'number', cell: (r) => r.noShows },
  { header: 'No-show rate %', type: 'number', cell: (r) => percent(r.noShowRate) },
  { header: 'Late cancellations', type: 'number', cell: (r) => r.lateCancels },
  { header: 'Late-cancel rate %', type: 'number', cell: (r) => percent(r.lateCancelRate) },
  { header: 'Waitlisted', type: 'number', cell: (r) => r.waitlisted },
  { header: 'Promoted', type: 'number', cell: (r) => r.promoted },
  { header: 'Promoted and attended', type: 'number', cell: (r) => r.promotedAttended },
];

const hourSpan = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** The report as one table: the totals, then a row per class, per instructor and per weekday × hour. */
export function reportFileRows(report: ClassReport): FileRow[] {
  const heatmap = [...report.heatmap].sort(
    (a, b) => GYM_WEEK.indexOf(a.weekday) - GYM_WEEK.indexOf(b.weekday) || a.hour - b.hour,
  );
  return [
    { section: 'Total', name: `${report.from} to ${report.to}`, ...report.totals },
    ...report.byClass.map(({ classId: _id, className, colour: _c, ...f }) => ({
      section: 'Class',
      name: className,
      ...f,
    })),
    ...report.byInstructor.map(({ instructor, ...f }) => ({
      section: 'Instructor',
      name: instructor?.name ?? 'No instructor',
      ...f,
    })),
    ...heatmap.map(({ weekday, hour, ...f }) => ({
      section: 'Weekday and hour',
      name: `${WEEKDAYS[weekday - 1]} ${hourSpan(hour)}`,
      ...f,
    })),
  ];
}

/**
 * The class report (issue 47, item 6): attendance by class, instructor and weekday × hour, fill rate, no-show and
 * late-cancel rates, waitlist conversions, over the occurrences held in a period; JSON, CSV or .xlsx. Read with
 * canViewMembers, as the timetable and the desk's attendance report are.
 */
export const classReportRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/reports/classes',
    {
      config: { access: 'canViewMembers' },
      schema: {
        tags: ['classes'],
        summary: 'Class attendance, fill, no-show and late-cancel rates, waitlist conversions over a period',
        description:
          `from and to are days (at most ${MAX_REPORT_DAYS} of them). Only occurrences held count: not cancelled ` +
          'nor closed, and ended by now. Rates are fractions (null when nothing was measured). format=csv or excel ' +
          '(xlsx) downloads the same figures as one table (rates in %).',
        querystring: classReportQuery,
        // JSON as classReportAnswer says, or (format csv / excel / xlsx) a file of the same figures.
        response: { 200: classReportAnswer, 400: errorAnswer },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      if (to < from || daysBetween(from, to) >= MAX_REPORT_DAYS) {
        throw occurrenceRefusals.invalid('range', { days: MAX_REPORT_DAYS });
      }
      const timeZone = await deps.calendar.timeZone();
      const [occurrences, places] = await Promise.all([
        reportOccurrences(deps.pool, from, to, timeZone),
        reportPlaces(deps.pool, from, to),
      ]);
      const report = buildClassReport({ from, to }, occurrences, places, deps.clock.now());
      if (format === 'json') return report;
      const table = tableOf(REPORT_COLUMNS, reportFileRows(report));
      return sendTable(reply, format, {
        name: `class-report-${from}-to-${to}`,
        sheet: `Classes ${from} to ${to}`,
        ...table,
      });
    },
  );
};
