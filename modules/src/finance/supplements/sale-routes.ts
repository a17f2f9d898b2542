import { z } from 'zod';
import { idParams } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { tableOf } from '@gym/kernel/export/table-columns';
import type { TableColumn } from '@gym/kernel/export/table-columns';
import { toDirhams, toQar } from '@gym/kernel/contracts/money';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { commandContext } from '@gym/kernel/http/request-context';
import { returnInput, sale, saleAnswer, saleInput, saleListQuery, salesReportQuery } from './supplement-contracts.js';
import type { SalesReport } from './supplement-contracts.js';
import { returnSupplements, sellSupplements } from './supplement-commands.js';
import { supplementsRefusals } from './supplements-refusals.js';
import { findSale, listSales, salesReport as readSalesReport } from './supplements-queries.js';
import { sendTable } from '@gym/kernel/http/file-download';

/** The point of sale, returns and the sales report: canViewFinancials reads, canEditFinancials sells. */
/** The sales report's file: a row per product, then the totals. */
const SALES_COLUMNS: TableColumn<Omit<SalesReport['rows'][number], 'productId'>>[] = [
  { header: 'Product', type: 'text', width: 40, cell: (r) => r.name },
  { header: 'Units', type: 'number', cell: (r) => r.quantity },
  { header: 'Revenue (QAR)', type: 'money', cell: (r) => r.revenue },
  { header: 'Cost (QAR)', type: 'money', cell: (r) => r.cost },
  { header: 'Margin (QAR)', type: 'money', cell: (r) => r.margin },
  { header: 'Margin %', type: 'number', cell: (r) => r.marginPercent },
];

export const saleRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewFinancials' as const };
  const edit = { access: 'canEditFinancials' as const };

  app.post(
    '/api/supplements/sales',
    {
      // Products, discount limits, the member and the numbers are folded from the log: no read table to wait for.
      config: { ...edit, decidesFromTheLogAlone: true },
      schema: {
        tags: ['supplements'],
        summary:
          'Sell at the point of sale: items, a discount within the role limit, paid by cash, card or onto a member ' +
          'account (an unpaid invoice). 409 when an item is out of stock (also when another desk sold the last unit).',
        body: saleInput,
        response: { 201: saleAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const context = commandContext(request, deps);
      const key = context.idempotencyKey;
      const result = await sellSupplements(context, {
        saleId: deriveEntityId(key, 'sale'),
        invoiceId: deriveEntityId(key, 'invoice'),
        items: body.items,
        discount: toDirhams(body.discount),
        method: body.method,
        memberId: body.memberId ?? null,
        role: signedIn(request).user.role,
        saleDate: await deps.calendar.today(),
      });
      return reply.status(201).send({ ...result, total: toQar(result.total) });
    },
  );

  app.get(
    '/api/supplements/sales',
    {
      config: view,
      schema: {
        tags: ['supplements'],
        summary: 'Sales, newest first, with their lines (receipts)',
        querystring: saleListQuery,
        response: { 200: z.array(sale) },
      },
    },
    async (request) => listSales(deps.pool, request.query),
  );

  app.get(
    '/api/supplements/sales/:id',
    {
      config: view,
      schema: {
        tags: ['supplements'],
        summary: 'One sale (its receipt)',
        params: idParams,
        response: { 200: sale, 404: errorAnswer },
      },
    },
    async (request) => {
      const found = await findSale(deps.pool, request.params.id);
      if (!found) throw supplementsRefusals.missing('sale_not_found');
      return found;
    },
  );

  app.post(
    '/api/supplements/sales/:id/returns',
    {
      config: edit,
      schema: {
        tags: ['supplements'],
        summary: 'Items of a sale come back: restocked, money back in cash or card (or the whole account sale voided)',
        params: idParams,
        body: returnInput,
        response: { 201: z.object({ id: z.string(), amount: z.number(), position: z.number() }), ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const result = await returnSupplements(context, {
        saleId: request.params.id,
        returnId: deriveEntityId(context.idempotencyKey, 'return'),
        ...request.body,
        returnDate: await deps.calendar.today(),
      });
      return reply.status(201).send({ ...result, amount: toQar(result.amount) });
    },
  );

  app.get(
    '/api/supplements/reports/sales',
    {
      config: view,
      schema: {
        tags: ['supplements'],
        summary: 'Sales by product over a period with cost and margin (json, csv or an excel .xlsx)',
        querystring: salesReportQuery,
        // JSON as the report's contract says (supplement-contracts / till-contracts), or a CSV or .xlsx file.
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      if (from > to) throw supplementsRefusals.invalid('period_order');
      const report = await readSalesReport(deps.pool, from, to);
      if (format === 'json') return report;
      const table = tableOf(SALES_COLUMNS, [...report.rows, { name: 'Total', ...report.totals }]);
      const sheet = `Supplement sales ${from} to ${to}`;
      return sendTable(reply, format, { name: `supplement-sales-${from}-to-${to}`, sheet, ...table });
    },
  );
};
