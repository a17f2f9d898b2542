import type {} from '@fastify/multipart';
import { z } from 'zod';
import { idParams } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { toDirhams, toQar } from '@gym/kernel/contracts/money';
import { tableOf } from '@gym/kernel/export/table-columns';
import type { TableColumn } from '@gym/kernel/export/table-columns';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { sniffImageType, storeUpload } from '../../platform/files/public.js';
import {
  EXPENSE_METHOD_LABELS,
  EXPENSE_STATUS_LABELS,
  RECEIPT_MAX_BYTES,
  expense,
  expenseAnswer,
  expenseDecisionRequest,
  expenseList,
  expenseListQuery,
  expenseReasonRequest,
  expenseRequest,
  expenseSettings,
} from './expense-contracts.js';
import type { Expense } from './expense-contracts.js';
import { changeExpenseSettings, loadExpenseSettings, recordExpense, runExpenseCommand } from './expense-commands.js';
import { findExpense, listExpenses } from './expenses-queries.js';
import { expensesRefusals } from './expenses-refusals.js';
import type { ExpenseView } from './expenses-queries.js';
import { sendTable } from '@gym/kernel/http/file-download';

const toExpense = (view: ExpenseView): Expense => ({
  ...view,
  amount: toQar(view.amount),
  recordedAt: new Date(view.recordedAt).toISOString(),
});

/** A PDF by its first bytes (the declared type is not trusted). */
const isPdf = (bytes: Buffer) => bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-';

/** The expenses file, a row per expense. */
const EXPENSE_COLUMNS: TableColumn<ExpenseView>[] = [
  { header: 'Date', type: 'date', cell: (e) => e.date },
  { header: 'Category', type: 'text', cell: (e) => e.category },
  { header: 'Vendor', type: 'text', width: 24, cell: (e) => e.vendor },
  { header: 'Amount', type: 'money', cell: (e) => toQar(e.amount) },
  { header: 'Method', type: 'text', cell: (e) => EXPENSE_METHOD_LABELS[e.method] },
  { header: 'Status', type: 'text', width: 20, cell: (e) => EXPENSE_STATUS_LABELS[e.status] },
  { header: 'Note', type: 'text', width: 30, cell: (e) => e.note },
  { header: 'Recorded by', type: 'text', cell: (e) => e.recordedBy },
  { header: 'Decided by', type: 'text', cell: (e) => e.decidedBy ?? '' },
];

/**
 * Expenses: canViewFinancials reads (receipts too), canEditFinancials records and voids, an administrator
 * (canManageSettings) approves or rejects what waits and sets the categories and the threshold.
 */
export const expenseRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewFinancials' as const };
  const edit = { access: 'canEditFinancials' as const };
  const admin = { access: 'canManageSettings' as const };

  app.get(
    '/api/expenses',
    {
      config: view,
      schema: {
        tags: ['expenses'],
        summary: 'Expenses, newest first, with the totals of the filter',
        querystring: expenseListQuery,
        response: { 200: expenseList },
      },
    },
    async (request) => {
      const result = await listExpenses(deps.pool, request.query);
      return {
        data: result.data.map(toExpense),
        total: result.total,
        totals: { paid: toQar(result.totals.paid), pending: toQar(result.totals.pending) },
      };
    },
  );

  app.get(
    '/api/expenses/export',
    {
      config: view,
      schema: {
        tags: ['expenses'],
        summary: 'The filtered expenses as CSV, or as an Excel workbook (.xlsx: format=excel or xlsx)',
        querystring: expenseListQuery
          .omit({ page: true, pageSize: true })
          .extend({ format: z.enum(['csv', 'excel', 'xlsx']).default('csv') }),
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const { data } = await listExpenses(deps.pool, { ...filter, page: 1, pageSize: 100_000 });
      const { columns, rows } = tableOf(EXPENSE_COLUMNS, data);
      const day = await deps.calendar.today();
      // The amount with 2 decimals in the CSV, as before.
      const csvRows = rows.map((row) =>
        row.map((value, index) => (columns[index]!.type === 'money' ? (value as number).toFixed(2) : value)),
      );
      return sendTable(reply, format, { name: `expenses-${day}`, sheet: `Expenses ${day}`, columns, rows, csvRows });
    },
  );

  app.get(
    '/api/expenses/:id',
    {
      config: view,
      schema: {
        tags: ['expenses'],
        summary: 'One expense',
        params: idParams,
        response: { 200: expense, 404: errorAnswer },
      },
    },
    async (request) => {
      const found = await findExpense(deps.pool, request.params.id);
      if (!found) throw expensesRefusals.missing('not_found');
      return toExpense(found);
    },
  );

  app.post(
    '/api/expenses/receipts',
    {
      config: edit,
      schema: {
        tags: ['expenses'],
        summary: 'Upload a receipt (multipart field "receipt": PNG, JPEG, WebP or PDF, at most 5 MB)',
        description: 'Stored outside the event log; served by /api/files/{id} only to canViewFinancials.',
        response: { 201: z.object({ receiptUrl: z.string() }), 400: errorAnswer, 413: errorAnswer, 415: errorAnswer },
      },
    },
    async (request, reply) => {
      const { url: receiptUrl } = await storeUpload(request, deps, {
        field: 'receipt',
        what: 'the receipt',
        maxBytes: RECEIPT_MAX_BYTES,
        maxInWords: '5 MB',
        typeOf: (bytes) => sniffImageType(bytes) ?? (isPdf(bytes) ? 'application/pdf' : null),
        refusal: 'The receipt must be a photo (PNG, JPEG, WebP) or a PDF',
        access: 'canViewFinancials',
      });
      return reply.status(201).send({ receiptUrl });
    },
  );

  app.post(
    '/api/expenses',
    {
      config: edit,
      schema: {
        tags: ['expenses'],
        summary: 'Record an expense; above the approval threshold it waits for an administrator',
        body: expenseRequest,
        response: { 201: expenseAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const context = commandContext(request, deps);
      const expenseId = deriveEntityId(context.idempotencyKey, 'expense');
      const result = await recordExpense(context, {
        expenseId,
        date: body.date,
        category: body.category,
        vendor: body.vendor,
        amount: toDirhams(body.amount),
        method: body.method,
        note: body.note,
        receiptUrl: body.receiptUrl ?? null,
        today: await deps.calendar.today(),
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/expenses/:id/approve',
    {
      config: admin,
      schema: {
        tags: ['expenses'],
        summary: 'Approve an expense that waits (administrators): it is paid',
        params: idParams,
        body: expenseDecisionRequest,
        response: { 200: expenseAnswer, ...commandRefusals },
      },
    },
    (request) =>
      runExpenseCommand(commandContext(request, deps), {
        type: 'ApproveExpense',
        expenseId: request.params.id,
        note: request.body.note,
      }),
  );

  app.post(
    '/api/expenses/:id/reject',
    {
      config: admin,
      schema: {
        tags: ['expenses'],
        summary: 'Reject an expense that waits (administrators); no money moves',
        params: idParams,
        body: expenseReasonRequest,
        response: { 200: expenseAnswer, ...commandRefusals },
      },
    },
    (request) =>
      runExpenseCommand(commandContext(request, deps), {
        type: 'RejectExpense',
        expenseId: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/api/expenses/:id/void',
    {
      config: edit,
      schema: {
        tags: ['expenses'],
        summary: 'Void a paid expense with a reason: the money comes back by the same method',
        params: idParams,
        body: expenseReasonRequest,
        response: { 200: expenseAnswer, ...commandRefusals },
      },
    },
    async (request) =>
      runExpenseCommand(commandContext(request, deps), {
        type: 'VoidExpense',
        expenseId: request.params.id,
        reason: request.body.reason,
        today: await deps.calendar.today(),
      }),
  );

  app.get(
    '/api/expense-settings',
    {
      config: view,
      schema: {
        tags: ['expenses'],
        summary: 'Expense categories and the approval threshold',
        response: { 200: expenseSettings },
      },
    },
    async () => {
      const settings = await loadExpenseSettings(deps);
      return { categories: [...settings.categories], approvalThreshold: toQar(settings.approvalThreshold) };
    },
  );

  app.put(
    '/api/expense-settings',
    {
      config: admin,
      schema: {
        tags: ['expenses'],
        summary: 'Change the expense categories and the approval threshold (administrators)',
        body: expenseSettings,
        response: { 200: commandAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const { id, position } = await changeExpenseSettings(commandContext(request, deps), {
        type: 'ChangeExpenseSettings',
        categories: request.body.categories,
        approvalThreshold: toDirhams(request.body.approvalThreshold),
      });
      return { id, position };
    },
  );
};
