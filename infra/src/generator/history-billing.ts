import { INVOICE_NUMBER_SEQUENCE, invoiceStream } from '@gym/modules/finance/billing/invoice-events';
import type { PaymentMethod } from '@gym/events/catalogue/common-schemas';
import type { DomainEvent } from '@gym/modules/catalogue';
import type { NewEvent } from '@gym/events/store/envelope';
import { instantAt } from './gym-calendar.js';
import { drawDeskMinute } from './gym-rhythm.js';
import type { Invoice, Member, Part, Payment } from './history-model.js';
import type { HistoryContext } from './history-context.js';
import { event } from './history-context.js';

/** A payment of `amount`, its method drawn as a desk in Doha sees them (mostly cash, then card, some transfers). */
export function drawPayment(ctx: HistoryContext, amount: number): Payment {
  return {
    id: ctx.random.uuid(),
    amount,
    method: ctx.random.weighted<PaymentMethod>([
      ['cash', 55],
      ['card', 35],
      ['bank_transfer', 10],
    ]),
  };
}

/** The invoice stream's part of a sale: issued, with the payment taken at the sale if any. */
export function invoiceIssued(
  ctx: HistoryContext,
  invoice: Invoice,
  number: string,
  member: Member,
  day: number,
  dueDate: string,
  atSale: Payment | null,
  kind: Pick<
    Extract<DomainEvent, { type: 'InvoiceIssued' }>['data'],
    'type' | 'description' | 'membershipPlanId' | 'registrationType' | 'ptPackageId'
  >,
): Part {
  const events: NewEvent[] = [
    event({
      type: 'InvoiceIssued',
      data: {
        invoiceId: invoice.id,
        number,
        memberId: member.id,
        ...kind,
        amount: invoice.amount,
        issueDate: ctx.date(day),
        dueDate,
      },
    }),
  ];
  if (atSale) {
    const notes = atSale.amount < invoice.amount ? 'Part payment' : null;
    events.push(paymentRecorded(ctx, invoice, member, atSale, day, notes));
  }
  return { streamId: invoiceStream(invoice.id), ref: invoice.stream, events };
}

export function invoiceNumber(ctx: HistoryContext, invoice: Invoice, number: string): Part {
  return {
    streamId: INVOICE_NUMBER_SEQUENCE,
    ref: ctx.invoiceSequence,
    events: [event({ type: 'InvoiceNumberAssigned', data: { number, invoiceId: invoice.id } })],
  };
}

function paymentRecorded(
  ctx: HistoryContext,
  invoice: Invoice,
  member: Member,
  payment: Payment,
  day: number,
  notes: string | null,
) {
  return event({
    type: 'PaymentRecorded',
    data: {
      invoiceId: invoice.id,
      memberId: member.id,
      paymentId: payment.id,
      amount: payment.amount,
      method: payment.method,
      paymentDate: ctx.date(day),
      notes,
    },
  });
}

export function payLater(
  ctx: HistoryContext,
  member: Member,
  invoice: Invoice,
  amount: number,
  notes: string | null,
): void {
  if (invoice.voided || member.archived) return;
  const day = ctx.day;
  const payment = drawPayment(ctx, amount);
  invoice.payments.push(payment);
  const minute = drawDeskMinute(ctx.random, day);
  ctx.deskCommand(member, minute, () => [
    {
      streamId: invoiceStream(invoice.id),
      ref: invoice.stream,
      events: [paymentRecorded(ctx, invoice, member, payment, day, notes)],
    },
  ]);
}

export function voidInvoice(ctx: HistoryContext, member: Member, invoice: Invoice, reason: string): void {
  if (invoice.voided || invoice.payments.length > 0) return;
  invoice.voided = true;
  const at = instantAt(ctx.day, drawDeskMinute(ctx.random, ctx.day));
  ctx.command(at, ctx.staff.manager, () => [
    {
      streamId: invoiceStream(invoice.id),
      ref: invoice.stream,
      events: [event({ type: 'InvoiceVoided', data: { invoiceId: invoice.id, memberId: member.id, reason } })],
    },
  ]);
}

export function paidInvoice(ctx: HistoryContext, amount: number): Invoice {
  return { id: ctx.random.uuid(), stream: { version: 0 }, amount, payments: [drawPayment(ctx, amount)], voided: false };
}
