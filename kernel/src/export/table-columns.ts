import type { XlsxColumn, XlsxValue } from './xlsx-workbook.js';

/**
 * A column of an exported table with what each row puts in its cell, declared side by side, so that headers and cells
 * cannot drift apart.
 */
export interface TableColumn<Row> extends XlsxColumn {
  readonly cell: (row: Row) => XlsxValue;
}

/** The table's columns, and its rows as cells in the columns' order (what `sendTable` takes). */
export function tableOf<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]) {
  return { columns, rows: rows.map((row) => columns.map((column) => column.cell(row))) };
}
