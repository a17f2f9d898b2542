import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { csvFile } from '../../lib/csv-file';
import { downloadFile } from '../../lib/download-file';
import { printOnly } from '../../lib/print-only';
import { SectionError, SectionLoading } from '../feedback/query-state';
import type { ReportChartProps } from './chart-types';
import { ReportActions } from './report-actions';
import type { ReportFileLink } from './report-actions';
import { ReportChart } from './report-chart';
import { reportCsvTable } from './report-csv';
import { ReportTable } from './report-table';
import type { ReportTableProps } from './report-table';

export interface ReportViewProps<Row> {
  readonly title: ReactNode;
  /** What the figures count (the basis of the report), under the heading. */
  readonly description?: ReactNode;
  /** Buttons that act on what the report shows (a payroll's next step), beside the heading. */
  readonly headerActions?: ReactNode;
  /** The period picker (PeriodPicker), when the page chooses the period here. */
  readonly picker?: ReactNode;
  /** Says on paper what the picker says on screen (the period), since the picker does not print. */
  readonly printCaption?: ReactNode;
  /** The server's CSV / .xlsx files of the same figures. */
  readonly files?: readonly ReportFileLink[];
  /** A CSV built here from the table's `csv` columns, for a report the server makes no file of. */
  readonly csv?: { readonly label: string; readonly fileName: string };
  readonly printLabel: string;
  /** The period makes no sense (it starts after it ends, it is too long): said instead of the figures. */
  readonly problem?: string | null;
  readonly loadingText: string;
  readonly error?: { readonly message: string; readonly onRetry: () => void } | null;
  /** The figures are being replaced (a new period is loading while the last one shows). */
  readonly busy?: boolean;
  /** The chart of the figures; left out for a report that is only a table. */
  readonly chart?: ReportChartProps;
  /** The figures, once they are here (undefined while loading). */
  readonly table?: ReportTableProps<Row>;
  /** What follows the table (notes, the dialogs a row's action opens). */
  readonly children?: ReactNode;
}

/**
 * A report as one section: heading, period, downloads and print, then the chart (lazily loaded, named for screen
 * readers) and the same figures as a table, the accessible source. Printing puts this section alone on the paper.
 */
export function ReportView<Row>(props: ReportViewProps<Row>) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const { table, problem } = props;
  const ready = table !== undefined && !problem;
  function downloadCsv() {
    if (!table || !props.csv) return;
    const { header, rows } = reportCsvTable(table.columns, table.rows, table.totals);
    downloadFile(csvFile(header, rows), props.csv.fileName);
  }
  return (
    <section ref={section} aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {props.title}
        </h2>
        {props.headerActions ? (
          <div className="flex flex-wrap gap-2" data-print="hide">
            {props.headerActions}
          </div>
        ) : null}
      </div>
      {props.description ? <div className="text-sm text-slate-700">{props.description}</div> : null}
      {props.printCaption ? <p className="hidden text-sm print:block">{props.printCaption}</p> : null}
      <div className="flex flex-wrap items-end gap-3" data-print="hide">
        {props.picker}
        <ReportActions
          files={props.files}
          csv={props.csv ? { label: props.csv.label, onDownload: downloadCsv } : undefined}
          printLabel={props.printLabel}
          onPrint={() => printOnly(section.current)}
          disabled={!ready}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : table ? (
        <div aria-busy={props.busy || undefined} className="grid min-w-0 gap-3">
          {props.chart ? <ReportChart {...props.chart} /> : null}
          <ReportTable {...table} />
        </div>
      ) : props.error ? (
        <SectionError message={props.error.message} onRetry={props.error.onRetry} />
      ) : (
        <SectionLoading text={props.loadingText} />
      )}
      {props.children}
    </section>
  );
}
