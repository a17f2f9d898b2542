import type { ReportColumn } from './report-table';

/**
 * The header and rows of a CSV built in the browser from a report's table: the columns that say how (`csv`), every
 * row, then the total row. Turned into a file by lib/csv-file.ts, which guards against formulas as the server does.
 */
export function reportCsvTable<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  totals?: Row,
): { header: string[]; rows: (string | number | null)[][] } {
  const exported = columns.filter((column) => column.csv !== undefined && !column.actions);
  const line = (row: Row) => exported.map((column) => column.csv!(row));
  return {
    header: exported.map((column) => column.header),
    rows: [...rows.map(line), ...(totals === undefined ? [] : [line(totals)])],
  };
}
