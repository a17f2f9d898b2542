import { INVOICE_NUMBER_SEQUENCE, formatInvoiceNumber, invoiceStream } from '../../finance/billing/invoice-events.js';
import type { InvoiceEvent } from '../../finance/billing/invoice-events.js';
import type { PaymentMethod } from '@gym/events/catalogue/common-schemas';
import { ptPackageStream, trainerStream } from './pt-events.js';
import type { PtSource } from './pt-events.js';
import type { StreamAppend } from '@gym/events/store/event-store';
import { invoiceDecider, loadInvoice, outstanding } from '../../finance/billing/public.js';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { SEQUENCE_ATTEMPTS, nextNumber } from '@gym/kernel/commands/sequence';
import { loadState } from '@gym/kernel/commands/stream-command';
import { loadMember, memberRefusals } from '../members/public.js';
import { ptRefusals } from './pt-refusals.js';
import { packageDecider, trainerDecider } from './pt-decider.js';

/** A paid PT invoice: issued and paid in one go, for what the client pays now. */
async function paidPtInvoice(
  context: CommandContext,
  input: {
    invoiceId: string;
    paymentId: string;
    memberId: string;
    packageId: string;
    amount: number;
    method: PaymentMethod;
    day: string;
    description: string;
  },
): Promise<StreamAppend[]> {
  const sequence = await nextNumber(context.store, INVOICE_NUMBER_SEQUENCE);
  const number = formatInvoiceNumber(sequence.next);
  const issued = invoiceDecider.decide(
    {
      type: 'IssueInvoice',
      invoiceId: input.invoiceId,
      number,
      memberId: input.memberId,
      invoiceType: 'PT',
      description: input.description,
      amount: input.amount,
      issueDate: input.day,
      dueDate: input.day,
      membershipPlanId: null,
      registrationType: null,
      ptPackageId: input.packageId,
    },
    invoiceDecider.initialState(),
  );
  const paid = invoiceDecider.decide(
    {
      type: 'RecordPayment',
      invoiceId: input.invoiceId,
      paymentId: input.paymentId,
      amount: input.amount,
      method: input.method,
      paymentDate: input.day,
      notes: null,
    },
    issued.reduce(invoiceDecider.evolve, invoiceDecider.initialState()),
  );
  return [
    { streamId: invoiceStream(input.invoiceId), expectedVersion: 'no_stream', events: [...issued, ...paid] },
    sequence.claim({ type: 'InvoiceNumberAssigned', data: { number, invoiceId: input.invoiceId } }),
  ];
}

export interface PtSale {
  readonly packageId: string;
  readonly invoiceId: string;
  readonly paymentId: string;
  readonly memberId: string;
  readonly trainerId: string;
  readonly sessions: number;
  readonly amount: number;
  readonly paidAmount: number;
  readonly method: PaymentMethod;
  readonly source: PtSource;
  readonly saleDate: string;
  readonly dueDate: string;
  readonly validUntil: string;
}

/** Sells a package: the package, and the paid invoice for what is paid now, appended together. */
export function sellPtPackage(context: CommandContext, sale: PtSale) {
  return executeCommand(context, {
    attempts: SEQUENCE_ATTEMPTS,
    queue: INVOICE_NUMBER_SEQUENCE,
    async plan() {
      const [member, trainer, pkg] = await Promise.all([
        loadMember(context, sale.memberId),
        loadState(context, trainerStream(sale.trainerId), trainerDecider),
        loadState(context, ptPackageStream(sale.packageId), packageDecider),
      ]);
      if (!member.state.registered) throw memberRefusals.missing('not_found');
      const paidNow = sale.paidAmount > 0;
      const events = packageDecider.decide(
        {
          type: 'SellPackage',
          packageId: sale.packageId,
          memberId: sale.memberId,
          trainerId: sale.trainerId,
          trainer: trainer.state,
          sessions: sale.sessions,
          amount: sale.amount,
          paidAmount: sale.paidAmount,
          dueDate: sale.dueDate,
          source: sale.source,
          saleDate: sale.saleDate,
          validUntil: sale.validUntil,
          invoiceId: paidNow ? sale.invoiceId : null,
        },
        pkg.state,
      );
      const invoice = paidNow
        ? await paidPtInvoice(context, {
            invoiceId: sale.invoiceId,
            paymentId: sale.paymentId,
            memberId: sale.memberId,
            packageId: sale.packageId,
            amount: sale.paidAmount,
            method: sale.method,
            day: sale.saleDate,
            description: `PT: ${sale.sessions} sessions with ${trainer.state.name}`,
          })
        : [];
      return {
        appends: [{ streamId: ptPackageStream(sale.packageId), expectedVersion: pkg.version, events }, ...invoice],
        answer: { id: sale.packageId, invoiceId: paidNow ? sale.invoiceId : null },
      };
    },
    replay: () => ({ id: sale.packageId, invoiceId: sale.paidAmount > 0 ? sale.invoiceId : null }),
  });
}

/** Links a paid PT invoice of the member to the package (the spec's PATCH after its PT due payment). */
export function settlePtPackage(
  context: CommandContext,
  input: {
    packageId: string;
    invoiceId: string;
    claimed: { paidAmount?: number | undefined; dueAmount?: number | undefined };
  },
) {
  return executeCommand(context, {
    attempts: 4,
    async plan() {
      const [pkg, invoice] = await Promise.all([
        loadState(context, ptPackageStream(input.packageId), packageDecider),
        loadInvoice(context, input.invoiceId),
      ]);
      if (!invoice.state.issued) throw ptRefusals.missing('invoice_not_found');
      const events = packageDecider.decide(
        {
          type: 'SettlePackage',
          packageId: input.packageId,
          invoiceId: input.invoiceId,
          invoicePaid:
            outstanding(invoice.state) === 0 && !invoice.state.voided ? invoice.state.paid - invoice.state.refunded : 0,
          invoiceMemberId: invoice.state.memberId,
          claimed: input.claimed,
        },
        pkg.state,
      );
      return {
        appends: [{ streamId: ptPackageStream(input.packageId), expectedVersion: pkg.version, events }],
        answer: { id: input.packageId },
      };
    },
    replay: () => ({ id: input.packageId }),
  });
}

/** Pays (part of) a package's balance in one step: a paid PT invoice and the settlement, appended together. */
export function payPtBalance(
  context: CommandContext,
  input: {
    packageId: string;
    invoiceId: string;
    paymentId: string;
    amount: number;
    method: PaymentMethod;
    day: string;
  },
) {
  return executeCommand(context, {
    attempts: SEQUENCE_ATTEMPTS,
    queue: INVOICE_NUMBER_SEQUENCE,
    async plan() {
      const pkg = await loadState(context, ptPackageStream(input.packageId), packageDecider);
      if (!pkg.state.sold) throw ptRefusals.missing('not_found');
      const settled = packageDecider.decide(
        {
          type: 'SettlePackage',
          packageId: input.packageId,
          invoiceId: input.invoiceId,
          invoicePaid: input.amount,
          invoiceMemberId: pkg.state.memberId,
        },
        pkg.state,
      );
      const invoice = await paidPtInvoice(context, {
        invoiceId: input.invoiceId,
        paymentId: input.paymentId,
        memberId: pkg.state.memberId,
        packageId: input.packageId,
        amount: input.amount,
        method: input.method,
        day: input.day,
        description: 'PT: balance payment',
      });
      const number = ((invoice[0]!.events[0] as InvoiceEvent).data as { number: string }).number;
      return {
        appends: [
          { streamId: ptPackageStream(input.packageId), expectedVersion: pkg.version, events: settled },
          ...invoice,
        ],
        answer: { id: input.packageId, invoiceId: input.invoiceId, number },
      };
    },
    replay: (stored) => ({
      id: input.packageId,
      invoiceId: input.invoiceId,
      number: (stored.find((e) => e.type === 'InvoiceIssued')?.data as { number: string }).number,
    }),
  });
}
