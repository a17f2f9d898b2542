import type { ReactNode } from 'react';

/** One column of a report's table. */
export interface ReportColumn<Row> {
  readonly key: string;
  readonly header: string;
  /** Amounts and counts: aligned to the end, like their heading. */
  readonly numeric?: boolean;
  /** A column of row actions: its heading is for screen readers only, and it stays out of the CSV. */
  readonly actions?: boolean;
  /** What the cell shows. */
  readonly cell: (row: Row) => ReactNode;
  /** The cell's value in a CSV built in the browser (plain figures, no currency); left out of the file when absent. */
  readonly csv?: (row: Row) => string | number | null;
}

export interface ReportTableProps<Row> {
  /** The table's accessible name (kept visually hidden: the report's heading says it on screen). */
  readonly caption: string;
  readonly columns: readonly ReportColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** The total row, in the table's foot (its first cell says what it totals). */
  readonly totals?: Row;
  /** Shown in the body when there are no rows. */
  readonly emptyText: string;
}

const cellClass = (column: { numeric?: boolean | undefined }) =>
  `px-3 py-2 ${column.numeric ? 'text-end whitespace-nowrap' : 'text-start'}`;

/**
 * The report's figures as a real table: the accessible source of what the chart draws, and what prints. The first
 * column heads each row. A wide table scrolls inside its own box (focusable, so the keyboard can scroll it), never the
 * page, so the report fits a 360 px screen.
 */
export function ReportTable<Row>({ caption, columns, rows, rowKey, totals, emptyText }: ReportTableProps<Row>) {
  const cells = (row: Row, foot: boolean) =>
    columns.map((column, index) =>
      index === 0 ? (
        <th key={column.key} scope="row" className={`${cellClass(column)} font-medium text-slate-900`}>
          {column.cell(row)}
        </th>
      ) : (
        <td key={column.key} className={`${cellClass(column)}${foot ? ' font-semibold' : ''}`}>
          {foot && column.actions ? null : column.cell(row)}
        </td>
      ),
    );
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={caption}
      className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-700"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${cellClass(column)} font-semibold`}>
                {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-center">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => <tr key={rowKey(row)}>{cells(row, false)}</tr>)
          )}
        </tbody>
        {totals === undefined ? null : (
          <tfoot className="border-t-2 border-slate-300 text-slate-900">
            <tr>{cells(totals, true)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
