import { z } from 'zod';
import { toQar } from '@gym/kernel/contracts/money';
import { tableOf } from '@gym/kernel/export/table-columns';
import type { TableColumn } from '@gym/kernel/export/table-columns';
import { sendTable } from '@gym/kernel/http/file-download';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { PAYMENT_METHOD_LABELS, invoiceListQuery } from './invoice-contracts.js';
import { debtReport, listInvoices } from './invoices-queries.js';
import type { DebtorView, InvoiceView, PaymentView } from './invoices-queries.js';

/** csv, or a real .xlsx workbook (`excel`, as the other exports name it, or `xlsx`). */
const EXPORT_FORMAT = z.enum(['csv', 'excel', 'xlsx']).default('csv');

/** At most this many invoices in one file (the list's filters narrow it). */
const EXPORT_LIMIT = 50_000;

const STATUS_LABELS = { unpaid: 'Unpaid', partially_paid: 'Partially paid', paid: 'Paid', void: 'Void' } as const;
const TYPE_LABELS: Record<string, string> = { membership: 'Membership', PT: 'Personal training', other: 'Other' };

/** Who an invoice is for: the member's name and number, the two columns every billing file has. */
const memberColumns = <Row>(of: (row: Row) => { memberName: string; memberNumber: number }): TableColumn<Row>[] => [
  { header: 'Member', type: 'text', width: 28, cell: (row) => of(row).memberName },
  { header: 'Member number', type: 'number', cell: (row) => of(row).memberNumber },
];

/** The payments file, a row per payment of the filtered invoices. */
const PAYMENT_COLUMNS: TableColumn<{ invoice: InvoiceView; payment: PaymentView }>[] = [
  { header: 'Date', type: 'date', cell: ({ payment }) => payment.paymentDate },
  { header: 'Invoice', type: 'text', width: 12, cell: ({ invoice }) => invoice.number },
  ...memberColumns(({ invoice }: { invoice: InvoiceView }) => invoice),
  { header: 'Method', type: 'text', cell: ({ payment }) => PAYMENT_METHOD_LABELS[payment.method] },
  { header: 'Amount (QAR)', type: 'money', cell: ({ payment }) => toQar(payment.amount) },
  { header: 'Refunded (QAR)', type: 'money', cell: ({ payment }) => toQar(payment.refunded) },
  { header: 'Net (QAR)', type: 'money', cell: ({ payment }) => toQar(payment.amount - payment.refunded) },
  { header: 'Recorded by', type: 'text', cell: ({ payment }) => payment.recordedBy },
  { header: 'Notes', type: 'text', width: 30, cell: ({ payment }) => payment.notes ?? '' },
];

/** The invoices file. */
const INVOICE_COLUMNS: TableColumn<InvoiceView>[] = [
  { header: 'Invoice', type: 'text', width: 12, cell: (i) => i.number },
  { header: 'Issued', type: 'date', cell: (i) => i.issueDate },
  { header: 'Due date', type: 'date', cell: (i) => i.dueDate },
  ...memberColumns((i: InvoiceView) => i),
  { header: 'Type', type: 'text', cell: (i) => TYPE_LABELS[i.type] ?? i.type },
  { header: 'Description', type: 'text', width: 30, cell: (i) => i.description },
  { header: 'Amount (QAR)', type: 'money', cell: (i) => toQar(i.amount) },
  { header: 'Paid (QAR)', type: 'money', cell: (i) => toQar(i.paidAmount) },
  { header: 'Due (QAR)', type: 'money', cell: (i) => toQar(i.dueAmount) },
  { header: 'Status', type: 'text', cell: (i) => STATUS_LABELS[i.status] },
  { header: 'Past due', type: 'text', cell: (i) => (i.pastDue ? 'Yes' : 'No') },
];

/** The debt report: members owing, longest overdue first. */
const DEBTOR_COLUMNS: TableColumn<DebtorView>[] = [
  ...memberColumns((d: DebtorView) => d),
  { header: 'Phone', type: 'text', width: 16, cell: (d) => d.phone },
  { header: 'Invoices', type: 'number', cell: (d) => d.invoices },
  { header: 'Owed (QAR)', type: 'money', cell: (d) => toQar(d.owed) },
  { header: 'Oldest due', type: 'date', cell: (d) => d.oldestDueDate },
  { header: 'Days overdue', type: 'number', cell: (d) => d.daysOverdue },
];

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
        const payments = data.flatMap((invoice) => invoice.payments.map((payment) => ({ invoice, payment })));
        payments.sort((a, b) => b.payment.paymentDate.localeCompare(a.payment.paymentDate));
        const table = tableOf(PAYMENT_COLUMNS, payments);
        return sendTable(reply, format, { name: `payments-${today}`, sheet: `Payments ${today}`, ...table });
      }
      const table = tableOf(INVOICE_COLUMNS, data);
      return sendTable(reply, format, { name: `invoices-${today}`, sheet: `Invoices ${today}`, ...table });
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
      const table = {
        name: `debt-report-${today}`,
        sheet: `Debt report ${today}`,
        ...tableOf(DEBTOR_COLUMNS, report.data),
      };
      return sendTable(reply, request.query.format, table);
    },
  );
};
