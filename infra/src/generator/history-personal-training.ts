import { formatInvoiceNumber } from '@gym/modules/finance/billing/invoice-events';
import { ptPackageStream } from '@gym/modules/membership/personal-training/pt-events';
import type { PtSource } from '@gym/modules/membership/personal-training/pt-events';
import { drawDeskMinute } from './gym-rhythm.js';
import type { Member, Part, VersionRef } from './history-model.js';
import { qar } from './plan-catalogue.js';
import { roundedPart } from './payment-plans.js';
import type { HistoryContext } from './history-context.js';
import { event } from './history-context.js';
import { invoiceIssued, invoiceNumber, paidInvoice } from './history-billing.js';

/**
 * A PT package. What is paid at the sale is billed by a paid PT invoice in the same command; the rest is the
 * package's balance, due in two weeks, which some settle later with another paid invoice (the spec's PT due payment).
 */
export function sellPersonalTraining(ctx: HistoryContext, member: Member): void {
  const day = ctx.day;
  if (!ctx.covers(member, day)) return;
  const trainers = ctx.trainers.filter((t) => t.active);
  if (trainers.length === 0) return;
  const trainer = ctx.random.weighted(trainers.map((t) => [t, t.weight] as const));
  const sessions = ctx.random.weighted([
    [8, 40],
    [12, 40],
    [24, 20],
  ] as const);
  const amount = Math.min(qar(4000), Math.max(qar(800), Math.round((sessions * trainer.rate) / qar(50)) * qar(50)));
  const source: PtSource = ctx.random.chance(0.6) ? 'self' : 'counter';
  const packageId = ctx.random.uuid();
  const packageStream = { version: 0 };
  const r = ctx.random.next();
  const paid = r < 0.65 ? amount : r < 0.95 ? roundedPart(ctx.random, amount, 0.4, 0.6) : 0;
  const invoice = paid > 0 ? paidInvoice(ctx, paid) : null;
  if (paid < amount && ctx.random.chance(0.6)) {
    ctx.schedule(day + ctx.random.int(7, 42), () =>
      settlePersonalTraining(
        ctx,
        member,
        packageId,
        packageStream,
        amount,
        paid,
        `${sessions} sessions with ${trainer.name}`,
      ),
    );
  }
  const minute = drawDeskMinute(ctx.random, day);
  const dueDate = ctx.date(day + (paid === amount ? 0 : 14));
  ctx.deskCommand(member, minute, () => {
    const parts: Part[] = [
      {
        streamId: ptPackageStream(packageId),
        ref: packageStream,
        events: [
          event({
            type: 'PtPackageSold',
            data: {
              packageId,
              memberId: member.id,
              trainerId: trainer.id,
              trainerName: trainer.name,
              sessions,
              amount,
              paidAmount: paid,
              dueDate,
              source,
              saleDate: ctx.date(day),
              invoiceId: invoice?.id ?? null,
            },
          }),
        ],
      },
    ];
    if (invoice) {
      const number = formatInvoiceNumber(ctx.invoiceSequence.version + 1);
      parts.push(
        invoiceIssued(ctx, invoice, number, member, day, ctx.date(day), invoice.payments[0]!, {
          type: 'PT',
          description: `Personal training: ${sessions} sessions with ${trainer.name}`,
          membershipPlanId: null,
          registrationType: null,
          ptPackageId: packageId,
        }),
        invoiceNumber(ctx, invoice, number),
      );
    }
    return parts;
  });
}

/** The PT balance paid off: a paid invoice for it, and the package marked settled, in one command. */
function settlePersonalTraining(
  ctx: HistoryContext,
  member: Member,
  packageId: string,
  packageStream: VersionRef,
  amount: number,
  paid: number,
  what: string,
): void {
  if (member.archived) return;
  const day = ctx.day;
  const invoice = paidInvoice(ctx, amount - paid);
  const minute = drawDeskMinute(ctx.random, day);
  ctx.deskCommand(member, minute, () => {
    const number = formatInvoiceNumber(ctx.invoiceSequence.version + 1);
    return [
      {
        streamId: ptPackageStream(packageId),
        ref: packageStream,
        events: [
          event({
            type: 'PtPackageSettled',
            data: { packageId, invoiceId: invoice.id, paidAmount: amount, dueAmount: 0 },
          }),
        ],
      },
      invoiceIssued(ctx, invoice, number, member, day, ctx.date(day), invoice.payments[0]!, {
        type: 'PT',
        description: `Personal training balance: ${what}`,
        membershipPlanId: null,
        registrationType: null,
        ptPackageId: packageId,
      }),
      invoiceNumber(ctx, invoice, number),
    ];
  });
}
