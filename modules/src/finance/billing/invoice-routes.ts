import { z } from 'zod';
import { isValidDay } from '@gym/events/calendar/local-date';
import { idParams } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { debtReport, findInvoice, findPaymentInvoice, listInvoices } from './invoices-queries.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import {
  debtReportAnswer,
  invoice,
  invoiceAnswer,
  invoiceListAnswer,
  invoiceListQuery,
  invoiceRequest,
  paymentAnswer,
  paymentRequest,
  refundPreviewAnswer,
  refundPreviewRequest,
  refundRequest,
  voidRequest,
} from './invoice-contracts.js';
import { toDirhams, toQar } from '@gym/kernel/contracts/money';
import { issueInvoice, runInvoiceCommand } from './invoice-commands.js';
import { toInvoice } from './invoice-view.js';
import { asOfQuery, requestedInstant, viewAsOf } from '@gym/kernel/http/as-of';
import { invoiceStream } from './invoice-events.js';
import { previewRefund } from './refund-preview.js';
import { billingRefusals } from './billing-refusals.js';

/** A keyset cursor: the last row's issue date and number, opaque to clients. */
const encodeCursor = (after: { issueDate: string; number: string }) =>
  Buffer.from(JSON.stringify([after.issueDate, after.number])).toString('base64url');
function decodeCursor(cursor: string): { issueDate: string; number: string } {
  try {
    const [issueDate, number] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof issueDate === 'string' && isValidDay(issueDate) && typeof number === 'string')
      return { issueDate, number };
  } catch {
    // fall through to the 400 below
  }
  throw billingRefusals.invalid('cursor');
}

/** Invoices, payments and refunds: canViewFinancials reads, canEditFinancials changes. */
export const invoiceRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewFinancials' as const };
  const edit = { access: 'canEditFinancials' as const };
  const paidNotInFuture = (day: string, today: string) => {
    if (day > today) throw billingRefusals.invalid('payment_date_future');
    return day;
  };

  app.get(
    '/api/invoices',
    {
      config: view,
      schema: {
        tags: ['billing'],
        summary:
          'Invoices with their payments: search, filters (status, method, dates, staff, plan, type), totals of the ' +
          'filter, keyset paging by cursor',
        querystring: invoiceListQuery,
        response: { 200: invoiceListAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const { cursor, ...query } = request.query;
      const after = cursor ? decodeCursor(cursor) : undefined;
      const result = await listInvoices(deps.pool, { ...query, after, today: await deps.calendar.today() });
      const last = result.data.at(-1);
      return {
        data: result.data.map(toInvoice),
        total: result.total,
        totals: { amount: toQar(result.totals.amount), paid: toQar(result.totals.paid), due: toQar(result.totals.due) },
        nextCursor:
          last && result.data.length === query.pageSize
            ? encodeCursor({ issueDate: last.issueDate, number: last.number })
            : null,
      };
    },
  );

  app.get(
    '/api/invoices/debts',
    {
      config: view,
      schema: {
        tags: ['billing'],
        summary: 'Debt report: members owing on invoices, oldest due first, with age buckets',
        response: { 200: debtReportAnswer },
      },
    },
    async () => {
      const report = await debtReport(deps.pool, await deps.calendar.today());
      return {
        data: report.data.map((row) => ({ ...row, owed: toQar(row.owed) })),
        buckets: Object.fromEntries(
          Object.entries(report.buckets).map(([key, value]) => [key, toQar(value)]),
        ) as typeof report.buckets,
      };
    },
  );

  app.get(
    '/api/invoices/:id',
    {
      config: view,
      schema: {
        tags: ['billing'],
        summary: 'One invoice (or as it was at an instant)',
        params: idParams,
        querystring: asOfQuery,
        response: { 200: invoice, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const instant = requestedInstant(request.query.asOf, deps.clock.now());
      // An invoice's own stream says everything about it: rebuilt from that stream alone, no snapshot needed.
      const found = instant
        ? await viewAsOf(
            deps,
            reply,
            instant,
            { projectors: ['invoices'], streams: [invoiceStream(id)] },
            ({ db, schema }, day) => findInvoice(db, id, day, schema),
          )
        : await findInvoice(deps.pool, id, await deps.calendar.today());
      if (!found) throw billingRefusals.missing(instant ? 'not_found_as_of' : 'not_found');
      return toInvoice(found);
    },
  );

  app.post(
    '/api/invoices',
    {
      config: edit,
      schema: {
        tags: ['billing'],
        summary:
          'Issue an invoice. With membershipPlanId and registrationType it is a membership sale (membership and invoice ' +
          'recorded together); status "paid" also records the payment of the whole amount.',
        body: invoiceRequest,
        response: { 201: invoiceAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const context = commandContext(request, deps);
      const today = await deps.calendar.today();
      const key = context.idempotencyKey;
      const sale =
        body.membershipPlanId && body.registrationType
          ? {
              membershipId: deriveEntityId(key, 'membership'),
              planId: body.membershipPlanId,
              registrationType: body.registrationType,
              startDate: body.startDate ?? null,
            }
          : null;
      const paymentDate = body.paymentDate ?? body.paidDate ?? today;
      const result = await issueInvoice(context, {
        invoiceId: deriveEntityId(key, 'invoice'),
        memberId: body.memberId,
        type: sale ? 'membership' : (body.type ?? 'other'),
        description: body.description ?? null,
        amount: toDirhams(body.amount),
        issueDate: today,
        dueDate: body.dueDate ?? today,
        payNow:
          body.status === 'paid'
            ? {
                paymentId: deriveEntityId(key, 'payment'),
                method: body.paymentMethod ?? 'cash',
                paymentDate: paidNotInFuture(paymentDate, today),
              }
            : null,
        ptPackageId: body.ptPackageId ?? null,
        sale,
      });
      return reply.status(201).send({ ...result, amount: toQar(result.amount) });
    },
  );

  app.post(
    '/api/invoices/:id/void',
    {
      config: edit,
      schema: {
        tags: ['billing'],
        summary: 'Void an invoice with nothing paid on it',
        params: idParams,
        body: voidRequest,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { position } = await runInvoiceCommand(commandContext(request, deps), request.params.id, {
        type: 'VoidInvoice',
        invoiceId: request.params.id,
        reason: request.body.reason,
      });
      return { id: request.params.id, position };
    },
  );

  app.post(
    '/api/payments',
    {
      config: edit,
      schema: {
        tags: ['billing'],
        summary: 'Record a payment, in part or in full; never more than is owed',
        body: paymentRequest,
        response: { 201: paymentAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const context = commandContext(request, deps);
      const today = await deps.calendar.today();
      const paymentId = deriveEntityId(context.idempotencyKey, 'payment');
      const result = await runInvoiceCommand(context, body.invoiceId, {
        type: 'RecordPayment',
        invoiceId: body.invoiceId,
        paymentId,
        amount: toDirhams(body.amount),
        method: body.paymentMethod,
        paymentDate: paidNotInFuture(body.paymentDate ?? today, today),
        notes: body.notes ?? null,
      });
      return reply.status(201).send({
        id: paymentId,
        invoiceId: body.invoiceId,
        position: result.position,
        status: result.status,
        dueAmount: toQar(result.dueAmount),
      });
    },
  );

  app.get(
    '/api/refunds/preview',
    {
      config: view,
      schema: {
        tags: ['billing'],
        summary: 'What a refund would do (invoice balance and status, member due, till), recording nothing',
        querystring: refundPreviewRequest,
        response: { 200: refundPreviewAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const preview = await previewRefund(deps, deps.pool, {
        ...request.query,
        amount: toDirhams(request.query.amount),
        method: request.query.method ?? null,
        today: await deps.calendar.today(),
      });
      if (!preview) throw billingRefusals.missing('payment_not_found');
      return {
        ...preview,
        refundable: toQar(preview.refundable),
        invoice: { ...preview.invoice, due: toQar(preview.invoice.due), dueAfter: toQar(preview.invoice.dueAfter) },
        member: { ...preview.member, due: toQar(preview.member.due), dueAfter: toQar(preview.member.dueAfter) },
        tillCashOut: toQar(preview.tillCashOut),
      };
    },
  );

  app.post(
    '/api/refunds',
    {
      config: edit,
      schema: {
        tags: ['billing'],
        summary: 'Refund (part of) a payment; the invoice is owed again by that much',
        body: refundRequest,
        response: {
          201: z.object({ id: z.string(), invoiceId: z.string(), position: z.number() }),
          ...commandRefusals,
        },
      },
    },
    async (request, reply) => {
      const invoiceId = await findPaymentInvoice(deps.pool, request.body.paymentId);
      if (!invoiceId) throw billingRefusals.missing('payment_not_found');
      const context = commandContext(request, deps);
      const refundId = deriveEntityId(context.idempotencyKey, 'refund');
      const { position } = await runInvoiceCommand(context, invoiceId, {
        type: 'RefundPayment',
        invoiceId,
        refundId,
        paymentId: request.body.paymentId,
        amount: toDirhams(request.body.amount),
        refundDate: await deps.calendar.today(),
        reason: request.body.reason,
        method: request.body.method ?? null,
      });
      return reply.status(201).send({ id: refundId, invoiceId, position });
    },
  );
};
