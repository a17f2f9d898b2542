import { useState } from 'react';
import type { z } from 'zod';
import { addDays } from '@gym/events/calendar/local-date';
import type { classReportAnswer } from '@gym/modules/membership/classes/class-report-contracts';
import { PeriodPicker } from '../../../components/report-view/period-picker';
import { ReportTable } from '../../../components/report-view/report-table';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { ReportView } from '../../../components/report-view/report-view';
import { errorMessage } from '../../../lib/api-client';
import { intlLocale } from '../../../lib/i18n/formats';
import { numberStyle } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { classReportFileUrl, useClassReport } from '../api/get-class-report';
import { MAX_REPORT_DAYS, periodProblemOf } from '../utils/class-report-figures';
import { ClassHeatmap } from './class-heatmap';

type Report = z.infer<typeof classReportAnswer>;
type Figures = Report['totals'];
type ClassRow = Figures & { className: string | null; colour: string | null; key: string };
type InstructorRow = Figures & { name: string | null; key: string };
type Translate = ReturnType<typeof useT>;

const count = (value: number) => value.toLocaleString(intlLocale(numberStyle()));
const percent = (rate: number | null) =>
  rate === null ? '—' : rate.toLocaleString(intlLocale(numberStyle()), { style: 'percent', maximumFractionDigits: 1 });

/** The figure columns both tables share, after their first column. */
function figureColumns<Row extends Figures>(t: Translate): ReportColumn<Row>[] {
  const numeric = (key: keyof Figures, header: string, show: (row: Row) => string): ReportColumn<Row> => ({
    key,
    header,
    numeric: true,
    cell: show,
  });
  return [
    numeric('occurrences', t('class-reports.col.occurrences'), (r) => count(r.occurrences)),
    numeric('attended', t('class-reports.col.attended'), (r) => count(r.attended)),
    numeric('seatsTaken', t('class-reports.col.seats'), (r) => `${count(r.seatsTaken)} / ${count(r.capacity)}`),
    numeric('fillRate', t('class-reports.col.fill'), (r) => percent(r.fillRate)),
    numeric('noShowRate', t('class-reports.col.noShow'), (r) => `${percent(r.noShowRate)} (${count(r.noShows)})`),
    numeric(
      'lateCancelRate',
      t('class-reports.col.lateCancel'),
      (r) => `${percent(r.lateCancelRate)} (${count(r.lateCancels)})`,
    ),
    numeric('waitlisted', t('class-reports.col.waitlisted'), (r) => count(r.waitlisted)),
    numeric('promoted', t('class-reports.col.promoted'), (r) => count(r.promoted)),
    numeric('promotedAttended', t('class-reports.col.promotedAttended'), (r) => count(r.promotedAttended)),
  ];
}

const swatch = (colour: string) => (
  <span
    aria-hidden="true"
    className="me-2 inline-block size-3 rounded-sm align-middle"
    style={{ background: colour }}
  />
);

/**
 * /classes/reports (canViewMembers): the class report over a period (the last four weeks to start with): by class
 * with the totals, by instructor, and attendance by weekday × hour; the server's CSV and Excel files, and print. It
 * follows the `timetable` pushes.
 */
export function ClassReport({ today }: { today: string }) {
  const t = useT();
  const [period, setPeriod] = useState({ from: addDays(today, -27), to: today });
  const { from, to } = period;
  const problem = periodProblemOf(from, to);
  const report = useClassReport(from, to, problem === null);
  const data = report.data;
  const periodText = t('class-reports.period', { from, to });
  const classColumns: ReportColumn<ClassRow>[] = [
    {
      key: 'class',
      header: t('class-reports.col.class'),
      cell: (r) =>
        r.className === null ? (
          t('class-reports.total')
        ) : (
          <>
            {r.colour ? swatch(r.colour) : null}
            {r.className}
          </>
        ),
    },
    ...figureColumns<ClassRow>(t),
  ];
  const instructorColumns: ReportColumn<InstructorRow>[] = [
    {
      key: 'instructor',
      header: t('class-reports.col.instructor'),
      cell: (r) => r.name ?? t('class-reports.noInstructor'),
    },
    ...figureColumns<InstructorRow>(t),
  ];
  return (
    <ReportView<ClassRow>
      title={t('class-reports.byClass.title')}
      description={<p>{t('class-reports.description')}</p>}
      picker={
        <PeriodPicker
          unit="day"
          from={from}
          to={to}
          max={today}
          onChange={setPeriod}
          fromLabel={t('class-reports.from')}
          toLabel={t('class-reports.to')}
        />
      }
      printCaption={periodText}
      files={[
        { label: t('class-reports.csv'), href: classReportFileUrl(from, to, 'csv') },
        { label: t('class-reports.excel'), href: classReportFileUrl(from, to, 'excel') },
      ]}
      printLabel={t('class-reports.print')}
      problem={problem ? t(`class-reports.problem.${problem}`, { days: MAX_REPORT_DAYS }) : null}
      loadingText={t('class-reports.loading')}
      error={report.isError ? { message: errorMessage(report.error), onRetry: () => void report.refetch() } : null}
      busy={report.isPlaceholderData}
      table={
        data
          ? {
              caption: t('class-reports.byClass.caption', { period: periodText }),
              columns: classColumns,
              rows: data.byClass.map((c) => ({ ...c, key: c.classId })),
              rowKey: (row) => row.key,
              totals: { ...data.totals, className: null, colour: null, key: 'total' },
              emptyText: t('class-reports.empty'),
            }
          : undefined
      }
    >
      {data && !problem ? (
        <div aria-busy={report.isPlaceholderData || undefined} className="grid min-w-0 gap-3">
          <h3 className="mt-4 text-base font-semibold text-slate-900">{t('class-reports.byInstructor.title')}</h3>
          <ReportTable<InstructorRow>
            caption={t('class-reports.byInstructor.caption', { period: periodText })}
            columns={instructorColumns}
            rows={data.byInstructor.map((i) => ({
              ...i,
              name: i.instructor?.name ?? null,
              key: i.instructor ? `${i.instructor.kind}:${i.instructor.id}` : 'none',
            }))}
            rowKey={(row) => row.key}
            emptyText={t('class-reports.empty')}
          />
          <h3 className="mt-4 text-base font-semibold text-slate-900">{t('class-reports.heatmap.title')}</h3>
          <p className="text-sm text-slate-700">{t('class-reports.heatmap.description')}</p>
          <ClassHeatmap cells={data.heatmap} caption={t('class-reports.heatmap.caption', { period: periodText })} />
        </div>
      ) : null}
    </ReportView>
  );
}
