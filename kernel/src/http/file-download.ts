import type { FastifyReply } from 'fastify';
import { EXPORT_CONTENT_TYPES, toCsv } from '../contracts/export-format.js';
import { xlsxWorkbook } from '../export/xlsx-workbook.js';
import type { XlsxColumn, XlsxValue } from '../export/xlsx-workbook.js';

/** Answers with a file the browser saves under `fileName` rather than shows. */
export function sendDownload(reply: FastifyReply, contentType: string, fileName: string, body: string | Buffer) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

/** How a table is downloaded: CSV, or a real .xlsx workbook (asked for as `excel`, or as `xlsx` where a route allows). */
export type TableFormat = 'csv' | 'excel' | 'xlsx';

/** A report or list as one table, the same for both file formats. */
export interface TableFile {
  /** The file's name without its extension (`.csv` or `.xlsx` follows the format). */
  readonly name: string;
  /** The workbook's sheet name. */
  readonly sheet: string;
  readonly columns: readonly XlsxColumn[];
  readonly rows: readonly (readonly XlsxValue[])[];
  /** The CSV's cells where they differ from the workbook's typed ones (amounts written with 2 decimals). */
  readonly csvRows?: readonly (readonly unknown[])[];
}

/** Answers with the table as CSV (the export rules of every CSV) or as an .xlsx with typed cells. */
export function sendTable(reply: FastifyReply, format: TableFormat, table: TableFile) {
  if (format === 'csv') {
    const header = table.columns.map((c) => c.header);
    return sendDownload(
      reply,
      EXPORT_CONTENT_TYPES.csv,
      `${table.name}.csv`,
      toCsv(header, table.csvRows ?? table.rows),
    );
  }
  const workbook = xlsxWorkbook(table.sheet, table.columns, table.rows);
  return sendDownload(reply, EXPORT_CONTENT_TYPES.excel, `${table.name}.xlsx`, workbook);
}
