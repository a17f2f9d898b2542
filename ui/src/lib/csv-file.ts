import { EXPORT_CONTENT_TYPES, toCsv } from '@gym/kernel/contracts/export-format';

/**
 * The one place the browser builds a CSV file. It uses the server's own writer (kernel/contracts/export-format.ts),
 * so a file made here reads as one the server sends: commas, quotes and newlines quoted, CRLF rows, and a cell a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) prefixed with an apostrophe.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): Blob {
  return new Blob([toCsv(header, rows)], { type: EXPORT_CONTENT_TYPES.csv });
}
