import { invoiceStream } from '@gym/modules/finance/billing/invoice-events';
import { memberStream, qatarIdStream } from '@gym/modules/membership/members/member-events';
import { instantAt, monthOf } from './gym-calendar.js';
import { drawDeskMinute } from './gym-rhythm.js';
import type { Member, Membership } from './history-model.js';
import type { HistoryContext } from './history-context.js';
import { MINUTE_MS, event } from './history-context.js';

/** A freeze asked for a few days ahead; the expiry moves by its length. */
export function freeze(ctx: HistoryContext, member: Member, membership: Membership, from: number, until: number): void {
  if (member.current !== membership || !ctx.isLive(membership, ctx.day)) return;
  const days = until - from + 1;
  membership.freezeFrom = from;
  membership.freezeUntil = until;
  membership.expiry += days;
  const expiryDate = ctx.date(membership.expiry);
  const month = monthOf(from);
  const reason = ctx.random.weighted([
    // Expatriates fly home for the hot months.
    ['Summer leave', month >= 6 && month <= 9 ? 45 : 0],
    ['Travelling', 30],
    ['Injury', 25],
    ['Medical', 15],
    ['Work schedule', 10],
    ['Family matters', 5],
  ] as const);
  const minute = drawDeskMinute(ctx.random, ctx.day);
  ctx.deskCommand(member, minute, () => [
    {
      streamId: memberStream(member.id),
      ref: member.stream,
      events: [
        event({
          type: 'MembershipFrozen',
          data: {
            memberId: member.id,
            membershipId: membership.id,
            from: ctx.date(from),
            until: ctx.date(until),
            days,
            reason,
            expiryDate,
          },
        }),
      ],
    },
  ]);
}

/** Back early: the days from today to the planned end come off the expiry again. */
export function unfreeze(ctx: HistoryContext, member: Member, membership: Membership, until: number): void {
  if (member.current !== membership || membership.freezeUntil !== until) return;
  const on = ctx.day;
  membership.expiry -= until - on + 1;
  membership.freezeUntil = on - 1;
  const expiryDate = ctx.date(membership.expiry);
  const minute = drawDeskMinute(ctx.random, on);
  ctx.deskCommand(member, minute, () => [
    {
      streamId: memberStream(member.id),
      ref: member.stream,
      events: [
        event({
          type: 'MembershipUnfrozen',
          data: { memberId: member.id, membershipId: membership.id, on: ctx.date(on), expiryDate },
        }),
      ],
    },
  ]);
}

/**
 * A cancellation. Soon after the sale it is a cooling-off case: every payment is refunded and the invoice voided
 * (the app counts a refunded amount as owed again until the invoice is voided).
 */
export function cancel(ctx: HistoryContext, member: Member, membership: Membership, saleDay: number): void {
  if (member.current !== membership || !ctx.isLive(membership, ctx.day)) return;
  const day = ctx.day;
  membership.cancelledOn = day;
  const coolingOff = day - saleDay <= 10;
  const reason = coolingOff
    ? 'Changed their mind (cooling-off period)'
    : ctx.random.pick(['Leaving Qatar', 'Medical reasons', 'Moved too far away', 'Not satisfied']);
  let at = ctx.deskCommand(
    member,
    drawDeskMinute(ctx.random, day),
    () => [
      {
        streamId: memberStream(member.id),
        ref: member.stream,
        events: [
          event({
            type: 'MembershipCancelled',
            data: { memberId: member.id, membershipId: membership.id, on: ctx.date(day), reason },
          }),
        ],
      },
    ],
    ctx.staff.manager,
  );
  const invoice = membership.invoice;
  if (coolingOff && !invoice.voided) {
    for (const payment of invoice.payments) {
      at += ctx.random.int(1, 3) * MINUTE_MS;
      const refundId = ctx.random.uuid();
      ctx.command(at, ctx.staff.manager, () => [
        {
          streamId: invoiceStream(invoice.id),
          ref: invoice.stream,
          events: [
            event({
              type: 'PaymentRefunded',
              data: {
                invoiceId: invoice.id,
                memberId: member.id,
                refundId,
                paymentId: payment.id,
                amount: payment.amount,
                method: payment.method,
                refundDate: ctx.date(day),
                reason: 'Membership cancelled in the cooling-off period',
              },
            }),
          ],
        },
      ]);
    }
    invoice.payments.length = 0;
    at += MINUTE_MS;
    invoice.voided = true;
    ctx.command(at, ctx.staff.manager, () => [
      {
        streamId: invoiceStream(invoice.id),
        ref: invoice.stream,
        events: [
          event({
            type: 'InvoiceVoided',
            data: { invoiceId: invoice.id, memberId: member.id, reason: 'Refunded in full: membership cancelled' },
          }),
        ],
      },
    ]);
  }
  ctx.schedule(day + ctx.random.int(1, 30), () => leave(ctx, member, 0.25));
}

export function leave(ctx: HistoryContext, member: Member, archiveChance: number): void {
  if (member.left) return;
  member.left = true;
  if (!ctx.random.chance(archiveChance)) return;
  const day = ctx.day + ctx.random.int(30, 200);
  ctx.schedule(day, () => {
    member.archived = true;
    const reason = ctx.random.pick(['Left Qatar', 'Duplicate record', 'Asked to be removed', 'Inactive for long']);
    ctx.command(instantAt(ctx.day, drawDeskMinute(ctx.random, ctx.day)), ctx.staff.manager, () => [
      {
        streamId: memberStream(member.id),
        ref: member.stream,
        events: [event({ type: 'MemberArchived', data: { memberId: member.id, reason } })],
      },
      // An archived member frees their Qatar ID, as the app appends it (qatar-id-claims.ts).
      ...(member.qatarId
        ? [
            {
              streamId: qatarIdStream(member.qatarId),
              ref: member.qatarIdStream,
              events: [event({ type: 'QatarIdReleased', data: { qatarId: member.qatarId, memberId: member.id } })],
            },
          ]
        : []),
    ]);
  });
}
