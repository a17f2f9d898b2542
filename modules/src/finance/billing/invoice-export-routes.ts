import { z } from 'zod';
import { toQar } from '@gym/kernel/contracts/money';
import type { XlsxColumn } from '@gym/kernel/export/xlsx-workbook';
import { sendTable } from '@gym/kernel/http/file-download';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { PAYMENT_METHOD_LABELS, invoiceListQuery } from './invoice-contracts.js';
import { debtReport, listInvoices } from './invoices-queries.js';

/** csv, or a real .xlsx workbook (`excel`, as the other exports name it, or `xlsx`). */
const EXPORT_FORMAT = z.enum(['csv', 'excel', 'xlsx']).default('csv');

/** At most this many invoices in one file (the list's filters narrow it). */
const EXPORT_LIMIT = 50_000;

const STATUS_LABELS = { unpaid: 'Unpaid', partially_paid: 'Partially paid', paid: 'Paid', void: 'Void' } as const;
const TYPE_LABELS: Record<string, string> = { membership: 'Membership', PT: 'Personal training', other: 'Other' };

/**
 * Billing's files (issue 14): the filtered invoice list, one row per invoice or per payment of those invoices, and
 * the debt report, each as CSV or .xlsx; canViewFinancials as the lists themselves.
 */
export const invoiceExportRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewFinancials' as const };

  app.get(
    '/api/invoices/export',
    {
      config: view,
      schema: {
        tags: ['billing'],
        summary: 'The filtered invoices (rows=invoices) or their payments (rows=payments) as CSV or .xlsx',
        description: 'The filters of GET /api/invoices; format=csv, or excel / xlsx for a workbook.',
        querystring: invoiceListQuery.omit({ cursor: true, page: true, pageSize: true }).extend({
          format: EXPORT_FORMAT,
          rows: z.enum(['invoices', 'payments']).default('invoices'),
        }),
      },
    },
    async (request, reply) => {
      const { format, rows: kind, ...filter } = request.query;
      const today = await deps.calendar.today();
      const { data } = await listInvoices(deps.pool, { ...filter, page: 1, pageSize: EXPORT_LIMIT, today });
      if (kind === 'payments') {
        const columns: XlsxColumn[] = [
          { header: 'Date', type: 'date' },
          { header: 'Invoice', type: 'text', width: 12 },
          { header: 'Member', type: 'text', width: 28 },
          { header: 'Member number', type: 'number' },
          { header: 'Method', type: 'text' },
          { header: 'Amount (QAR)', type: 'money' },
          { header: 'Refunded (QAR)', type: 'money' },
          { header: 'Net (QAR)', type: 'money' },
          { header: 'Recorded by', type: 'text' },
          { header: 'Notes', type: 'text', width: 30 },
        ];
        const rows = data.flatMap((invoice) =>
          invoice.payments.map((p) => [
            p.paymentDate,
            invoice.number,
            invoice.memberName,
            invoice.memberNumber,
            PAYMENT_METHOD_LABELS[p.method],
            toQar(p.amount),
            toQar(p.refunded),
            toQar(p.amount - p.refunded),
            p.recordedBy,
            p.notes ?? '',
          ]),
        );
        rows.sort((a, b) => String(b[0]).localeCompare(String(a[0])));
        return sendTable(reply, format, { name: `payments-${today}`, sheet: `Payments ${today}`, columns, rows });
      }
      const columns: XlsxColumn[] = [
        { header: 'Invoice', type: 'text', width: 12 },
        { header: 'Issued', type: 'date' },
        { header: 'Due date', type: 'date' },
        { header: 'Member', type: 'text', width: 28 },
        { header: 'Member number', type: 'number' },
        { header: 'Type', type: 'text' },
        { header: 'Description', type: 'text', width: 30 },
        { header: 'Amount (QAR)', type: 'money' },
        { header: 'Paid (QAR)', type: 'money' },
        { header: 'Due (QAR)', type: 'money' },
        { header: 'Status', type: 'text' },
        { header: 'Past due', type: 'text' },
      ];
      const rows = data.map((i) => [
        i.number,
        i.issueDate,
        i.dueDate,
        i.memberName,
        i.memberNumber,
        TYPE_LABELS[i.type] ?? i.type,
        i.description,
        toQar(i.amount),
        toQar(i.paidAmount),
        toQar(i.dueAmount),
        STATUS_LABELS[i.status],
        i.pastDue ? 'Yes' : 'No',
      ]);
      return sendTable(reply, format, { name: `invoices-${today}`, sheet: `Invoices ${today}`, columns, rows });
    },
  );

  app.get(
    '/api/invoices/debts/export',
    {
      config: view,
      schema: {
        tags: ['billing'],
        summary: 'The debt report as CSV or .xlsx (members owing, longest overdue first)',
        querystring: z.object({ format: EXPORT_FORMAT }),
      },
    },
    async (request, reply) => {
      const today = await deps.calendar.today();
      const report = await debtReport(deps.pool, today);
      const columns: XlsxColumn[] = [
        { header: 'Member', type: 'text', width: 28 },
        { header: 'Member number', type: 'number' },
        { header: 'Phone', type: 'text', width: 16 },
        { header: 'Invoices', type: 'number' },
        { header: 'Owed (QAR)', type: 'money' },
        { header: 'Oldest due', type: 'date' },
        { header: 'Days overdue', type: 'number' },
      ];
      const rows = report.data.map((d) => [
        d.memberName,
        d.memberNumber,
        d.phone,
        d.invoices,
        toQar(d.owed),
        d.oldestDueDate,
        d.daysOverdue,
      ]);
      const table = { name: `debt-report-${today}`, sheet: `Debt report ${today}`, columns, rows };
      return sendTable(reply, request.query.format, table);
    },
  );
};
