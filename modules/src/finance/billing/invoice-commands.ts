import { INVOICE_NUMBER_SEQUENCE, formatInvoiceNumber, invoiceStream } from './invoice-events.js';
import type { InvoiceEvent, InvoiceType } from './invoice-events.js';
import type { PaymentMethod, RegistrationType } from '@gym/events/catalogue/common-schemas';
import { memberStream } from '../../membership/members/member-events.js';
import type { RecordedEvent } from '@gym/events/store/envelope';
import type { StreamAppend } from '@gym/events/store/event-store';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { SEQUENCE_ATTEMPTS, nextNumber } from '@gym/kernel/commands/sequence';
import { loadState } from '@gym/kernel/commands/stream-command';
import { loadMember, memberRefusals, sellMembership } from '../../membership/members/public.js';
import { loadPlan } from '../../membership/plans/public.js';
import { invoiceDecider, outstanding } from './invoice-decider.js';
import { billingRefusals } from './billing-refusals.js';
import type { InvoiceState } from './invoice-decider.js';

export type InvoiceStatus = 'unpaid' | 'partially_paid' | 'paid' | 'void';

export const statusOf = (state: InvoiceState): InvoiceStatus =>
  state.voided
    ? 'void'
    : outstanding(state) <= 0
      ? 'paid'
      : state.paid - state.refunded > 0
        ? 'partially_paid'
        : 'unpaid';

export interface IssueRequest {
  readonly invoiceId: string;
  readonly memberId: string;
  readonly type: InvoiceType;
  readonly description: string | null;
  readonly amount: number;
  readonly issueDate: string;
  readonly dueDate: string;
  /** Pay the whole amount at once (the spec's `status: "paid"`). */
  readonly payNow: { paymentId: string; method: PaymentMethod; paymentDate: string } | null;
  readonly ptPackageId: string | null;
  readonly sale: {
    membershipId: string;
    planId: string;
    registrationType: RegistrationType;
    startDate: string | null;
  } | null;
}

export interface IssueAnswer {
  readonly id: string;
  readonly number: string;
  readonly memberId: string;
  readonly amount: number;
  readonly status: InvoiceStatus;
}

const answerOf = (invoiceId: string, events: readonly { type: string; data: unknown }[]): IssueAnswer => {
  const state = events
    .filter((e): e is InvoiceEvent => ['InvoiceIssued', 'PaymentRecorded'].includes(e.type))
    .reduce(invoiceDecider.evolve, invoiceDecider.initialState());
  return {
    id: invoiceId,
    number: state.number,
    memberId: state.memberId,
    amount: state.amount,
    status: statusOf(state),
  };
};

/**
 * Issues an invoice, optionally paid at once. With a sale, it is the membership sale of DESIGN section 6: the
 * membership change on the member's stream and the invoice on its own stream, appended together with the invoice
 * number, or not at all.
 */
export function issueInvoice(context: CommandContext, request: IssueRequest) {
  return executeCommand<IssueAnswer>(context, {
    attempts: SEQUENCE_ATTEMPTS,
    queue: INVOICE_NUMBER_SEQUENCE,
    async plan() {
      const [member, sequence] = await Promise.all([
        loadMember(context, request.memberId),
        nextNumber(context.store, INVOICE_NUMBER_SEQUENCE),
      ]);
      if (!member.state.registered) throw memberRefusals.missing('not_found');
      const number = formatInvoiceNumber(sequence.next);
      const appends: StreamAppend[] = [];
      let description = request.description ?? '';
      if (request.sale) {
        const plan = await loadPlan(context, request.sale.planId);
        if (!plan.state.terms) throw billingRefusals.missing('plan_not_found');
        const sold = sellMembership(
          {
            type: 'SellMembership',
            memberId: request.memberId,
            membershipId: request.sale.membershipId,
            invoiceId: request.invoiceId,
            plan: { planId: request.sale.planId, ...plan.state.terms, active: plan.state.active },
            registrationType: request.sale.registrationType,
            today: request.issueDate,
            startDate: request.sale.startDate,
          },
          member.state,
        );
        const membership = sold[0]!.data as { startDate: string; expiryDate: string };
        description ||= `${request.sale.registrationType}: ${plan.state.terms.name} (${membership.startDate} to ${membership.expiryDate})`;
        appends.push({ streamId: memberStream(request.memberId), expectedVersion: member.version, events: sold });
      }
      let state = invoiceDecider.initialState();
      const events: InvoiceEvent[] = [];
      const decide = (command: Parameters<typeof invoiceDecider.decide>[0]) => {
        const decided = invoiceDecider.decide(command, state);
        state = decided.reduce(invoiceDecider.evolve, state);
        events.push(...decided);
      };
      decide({
        type: 'IssueInvoice',
        invoiceId: request.invoiceId,
        number,
        memberId: request.memberId,
        invoiceType: request.type,
        description: description || 'Invoice',
        amount: request.amount,
        issueDate: request.issueDate,
        dueDate: request.dueDate,
        membershipPlanId: request.sale?.planId ?? null,
        registrationType: request.sale?.registrationType ?? null,
        ptPackageId: request.ptPackageId,
      });
      if (request.payNow && request.amount > 0) {
        decide({
          type: 'RecordPayment',
          invoiceId: request.invoiceId,
          ...request.payNow,
          amount: request.amount,
          notes: null,
        });
      }
      appends.push(
        { streamId: invoiceStream(request.invoiceId), expectedVersion: 'no_stream', events },
        sequence.claim({ type: 'InvoiceNumberAssigned', data: { number, invoiceId: request.invoiceId } }),
      );
      return { appends, answer: answerOf(request.invoiceId, events) };
    },
    replay: (stored: readonly RecordedEvent[]) => answerOf(request.invoiceId, stored),
  });
}

/** A command on one invoice's stream (payment, refund, void); busy invoices decide again a few times. */
export function runInvoiceCommand(
  context: CommandContext,
  invoiceId: string,
  command: Parameters<typeof invoiceDecider.decide>[0],
) {
  const answer = (state: InvoiceState) => ({
    id: invoiceId,
    status: statusOf(state),
    dueAmount: outstanding(state),
    memberId: state.memberId,
  });
  const load = () => loadState(context, invoiceStream(invoiceId), invoiceDecider);
  return executeCommand(context, {
    attempts: 8,
    async plan() {
      const { state, version } = await load();
      const events = invoiceDecider.decide(command, state);
      return {
        appends: [{ streamId: invoiceStream(invoiceId), expectedVersion: version, events }],
        answer: answer(events.reduce(invoiceDecider.evolve, state)),
      };
    },
    // A retried request: the invoice as it stands now (the same payment is never recorded twice).
    replay: async () => answer((await load()).state),
  });
}
