import { formatInvoiceNumber } from '@gym/modules/finance/billing/invoice-events';
import type { RegistrationType } from '@gym/events/catalogue/common-schemas';
import { memberStream } from '@gym/modules/membership/members/member-events';
import { drawDeskMinute } from './gym-rhythm.js';
import type { Invoice, Member, Membership, Plan } from './history-model.js';
import { planDays } from './plan-catalogue.js';
import { drawMembershipPayments } from './payment-plans.js';
import type { HistoryContext } from './history-context.js';
import { event } from './history-context.js';
import { drawPayment, invoiceIssued, invoiceNumber, payLater, voidInvoice } from './history-billing.js';
import { cancel, freeze, leave, unfreeze } from './history-membership-changes.js';
import { sellPersonalTraining } from './history-personal-training.js';

/**
 * Chance to renew when a 30-day membership runs out, the first time and later (loyalty grows). A longer plan renews
 * with this chance to the power √(days / 30): fewer decisions, but each one weighs more.
 */
const RENEW_FIRST = 0.85;
const RENEW_LATER = 0.97;
/** Of those who do not renew, the share who come back months later. */
const COME_BACK = 0.12;
const CANCEL_CHANCE = 0.008;

/**
 * A membership sale with its invoice, in one command (DESIGN section 6). Renewal starts the day after the current
 * expiry if that is still ahead, else on the day of the sale; an Update (plan change) starts on the day of the sale.
 */
export function sell(
  ctx: HistoryContext,
  member: Member,
  plan: Plan,
  registrationType: RegistrationType,
  minute: number,
): void {
  const day = ctx.day;
  const current = member.current;
  const start = registrationType === 'Renewal' && ctx.isLive(current, day) ? current.expiry + 1 : day;
  const price = plan.terms.price;
  const joiningFee = registrationType === 'New Registration' ? plan.terms.joiningFee : 0;
  const invoice: Invoice = {
    id: ctx.random.uuid(),
    stream: { version: 0 },
    amount: price + joiningFee,
    payments: [],
    voided: false,
  };
  const membership: Membership = {
    id: ctx.random.uuid(),
    plan,
    start,
    expiry: start + planDays(plan.terms) - 1,
    freezeFrom: -1,
    freezeUntil: -1,
    cancelledOn: Infinity,
    graceUntil: -1,
    invoice,
  };
  member.previous = current;
  member.current = membership;
  if (registrationType !== 'New Registration') member.renewals++;

  const payments = drawMembershipPayments(ctx.random, invoice.amount);
  const atSale = payments.atSale > 0 ? drawPayment(ctx, payments.atSale) : null;
  if (atSale) invoice.payments.push(atSale);
  const terms = plan.terms;
  const description = `${terms.name} membership (${registrationType})`;
  const dueDate = ctx.date(day + (payments.atSale === invoice.amount ? 0 : 7));
  ctx.deskCommand(member, minute, () => {
    const number = formatInvoiceNumber(ctx.invoiceSequence.version + 1);
    return [
      {
        streamId: memberStream(member.id),
        ref: member.stream,
        events: [
          event({
            type: 'MembershipSold',
            data: {
              memberId: member.id,
              membershipId: membership.id,
              planId: plan.id,
              planName: terms.name,
              registrationType,
              startDate: ctx.date(start),
              expiryDate: ctx.date(start + planDays(terms) - 1),
              price,
              joiningFee,
              invoiceId: invoice.id,
            },
          }),
        ],
      },
      invoiceIssued(ctx, invoice, number, member, day, dueDate, atSale, {
        type: 'membership',
        description,
        membershipPlanId: plan.id,
        registrationType,
        ptPackageId: null,
      }),
      invoiceNumber(ctx, invoice, number),
    ];
  });

  for (const later of payments.later) {
    ctx.schedule(day + later.afterDays, () => payLater(ctx, member, invoice, later.amount, later.notes));
  }
  if (payments.neverPaid && payments.atSale === 0 && ctx.random.chance(0.2)) {
    // An invoice nobody will pay is withdrawn by the manager after a while (it stops counting as owed).
    const voidDay = day + ctx.random.int(10, 40);
    ctx.schedule(voidDay, () => voidInvoice(ctx, member, invoice, 'Member never paid; invoice withdrawn.'));
  }
  planMembership(ctx, member, membership, day, payments.neverPaid);
}

/** The plan of a renewal: mostly the same, sometimes longer or shorter; students graduate to Monthly. */
function renewalPlan(ctx: HistoryContext, member: Member, current: Plan): Plan {
  const age = member.age + Math.floor((ctx.day - member.joinDay) / 365);
  if (current.key === 'student' && age > 25) return ctx.plan('monthly');
  if (current.key === 'pass') return ctx.plan(ctx.random.chance(0.8) ? 'monthly' : 'quarterly');
  if (!ctx.random.chance(0.07)) return ctx.plan(current.key);
  switch (current.key) {
    case 'monthly':
    case 'ladies':
    case 'student':
      return ctx.plan(ctx.random.chance(0.7) ? 'quarterly' : 'annual');
    case 'quarterly':
      return ctx.plan(ctx.random.chance(0.5) ? 'half-year' : 'monthly');
    default:
      return ctx.plan(ctx.random.chance(0.5) ? 'quarterly' : current.key);
  }
}

/**
 * What happens to a membership from its sale on, decided at the sale: an upgrade, a cancellation, or a freeze and
 * then a renewal (early, on time, late, or months later) or the member leaving for good.
 */
function planMembership(
  ctx: HistoryContext,
  member: Member,
  membership: Membership,
  saleDay: number,
  unpaid: boolean,
): void {
  const days = membership.expiry - membership.start + 1;
  const key = membership.plan.key;
  const upgrades =
    (key === 'pass' && ctx.random.chance(0.3)) || (key === 'monthly' && days === 30 && ctx.random.chance(0.03));
  if (upgrades) {
    const day = membership.start + ctx.random.int(2, Math.min(8, days - 2));
    ctx.schedule(day, () => upgrade(ctx, member, membership));
    return;
  }
  if (days >= 20 && ctx.random.chance(CANCEL_CHANCE)) {
    const day = membership.start + ctx.random.int(3, days - 4);
    ctx.schedule(day, () => cancel(ctx, member, membership, saleDay));
    return;
  }

  let finalExpiry = membership.expiry;
  let lastPlanned = saleDay;
  if (days >= 30 && ctx.random.chance(days >= 180 ? 0.3 : days >= 90 ? 0.15 : 0.03)) {
    const from = membership.start + ctx.random.int(5, days - 12);
    const length = ctx.random.int(7, days >= 180 ? 60 : 30);
    const until = from + length - 1;
    const issueDay = from - ctx.random.int(1, 3);
    const early = ctx.random.chance(0.25) ? from + ctx.random.int(1, length - 1) : -1;
    ctx.schedule(issueDay, () => freeze(ctx, member, membership, from, until));
    lastPlanned = issueDay;
    if (early >= 0) {
      ctx.schedule(early, () => unfreeze(ctx, member, membership, until));
      lastPlanned = early;
    }
    finalExpiry += early >= 0 ? early - from : length;
  }

  if (ctx.random.chance(member.ptFan ? 0.3 : 0.012)) {
    const day = membership.start + ctx.random.int(0, Math.max(0, finalExpiry - membership.start - 7));
    ctx.schedule(day, () => sellPersonalTraining(ctx, member));
  }

  const renewChance =
    (member.renewals === 0 ? RENEW_FIRST : RENEW_LATER) ** Math.sqrt(Math.max(1, days / 30)) *
    (member.visitChance > 0.25 ? 1.03 : member.visitChance < 0.06 ? 0.97 : 1) *
    (unpaid ? 0.5 : 1);
  if (key !== 'pass' ? ctx.random.chance(Math.min(0.97, renewChance)) : ctx.random.chance(0.25)) {
    const offset = ctx.random.weighted<readonly [number, number]>([
      [[-7, -1], 35],
      [[0, 0], 15],
      [[1, 7], 30],
      [[8, 45], 20],
    ]);
    const day = Math.max(finalExpiry + ctx.random.int(offset[0], offset[1]), lastPlanned + 1, saleDay + 1);
    if (day > finalExpiry + 1) membership.graceUntil = day - 1;
    ctx.schedule(day, () => renew(ctx, member, membership));
  } else if (ctx.random.chance(COME_BACK)) {
    const day = finalExpiry + ctx.random.int(60, 300);
    ctx.schedule(day, () => renew(ctx, member, membership));
  } else {
    ctx.schedule(finalExpiry + ctx.random.int(20, 40), () => leave(ctx, member, 0.03));
  }
}

function renew(ctx: HistoryContext, member: Member, membership: Membership): void {
  if (member.current !== membership || member.archived) return;
  const minute = drawDeskMinute(ctx.random, ctx.day);
  sell(ctx, member, renewalPlan(ctx, member, membership.plan), 'Renewal', minute);
}

function upgrade(ctx: HistoryContext, member: Member, membership: Membership): void {
  if (member.current !== membership || !ctx.covers(member, ctx.day)) return;
  const target =
    membership.plan.key === 'pass'
      ? ctx.plan(ctx.random.chance(0.7) ? 'monthly' : 'quarterly')
      : ctx.plan(ctx.random.chance(0.6) ? 'quarterly' : 'annual');
  sell(ctx, member, target, 'Update', drawDeskMinute(ctx.random, ctx.day));
}
