import type { InvoiceListQuery } from '../../../lib/api/get-invoices';
import { queryString } from '../../../lib/api/query-string';

export type FileFormat = 'csv' | 'excel';

/**
 * GET /api/invoices/export: every invoice of the list's filter (not only the page shown), one row per invoice or
 * per payment of those invoices, as CSV or an Excel workbook (.xlsx). A plain link: the session cookie authenticates.
 */
export function invoicesFileUrl(query: InvoiceListQuery, rows: 'invoices' | 'payments', format: FileFormat): string {
  const filter = Object.fromEntries(
    Object.entries(query).filter(([name]) => !['cursor', 'page', 'pageSize'].includes(name)),
  );
  return `/api/invoices/export${queryString({ ...filter, rows, format })}`;
}

/** GET /api/invoices/debts/export: the debt report as CSV or .xlsx. */
export const debtReportFileUrl = (format: FileFormat) => `/api/invoices/debts/export?format=${format}`;
