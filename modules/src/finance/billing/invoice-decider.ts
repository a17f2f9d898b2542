import type { PaymentMethod, RegistrationType } from '@gym/events/catalogue/common-schemas';
import type { InvoiceEvent, InvoiceType } from './invoice-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { invalid, missing, refuse } from '@gym/kernel/commands/domain-error';
import { toQar } from '@gym/kernel/contracts/money';

export interface InvoiceState {
  readonly issued: boolean;
  readonly number: string;
  readonly memberId: string;
  readonly amount: number;
  readonly paid: number;
  readonly refunded: number;
  readonly voided: boolean;
  readonly payments: ReadonlyMap<
    string,
    { readonly amount: number; readonly refunded: number; readonly method: PaymentMethod }
  >;
}

export type InvoiceCommand =
  | {
      type: 'IssueInvoice';
      invoiceId: string;
      number: string;
      memberId: string;
      invoiceType: InvoiceType;
      description: string;
      amount: number;
      issueDate: string;
      dueDate: string;
      membershipPlanId: string | null;
      registrationType: RegistrationType | null;
      ptPackageId: string | null;
    }
  | {
      type: 'RecordPayment';
      invoiceId: string;
      paymentId: string;
      amount: number;
      method: PaymentMethod;
      paymentDate: string;
      notes: string | null;
    }
  | {
      type: 'RefundPayment';
      invoiceId: string;
      refundId: string;
      paymentId: string;
      amount: number;
      refundDate: string;
      reason: string;
      /** How the money goes back; the payment's own method when not given. */
      method?: PaymentMethod | null;
    }
  | { type: 'VoidInvoice'; invoiceId: string; reason: string };

/** What is still owed: never below 0 nor above the amount (DESIGN section 6). */
export const outstanding = (state: InvoiceState) => state.amount - state.paid + state.refunded;

const qarText = (dirhams: number) => `${toQar(dirhams).toFixed(2)} QAR`;

export const invoiceDecider: Decider<InvoiceState, InvoiceCommand, InvoiceEvent> = {
  initialState: () => ({
    issued: false,
    number: '',
    memberId: '',
    amount: 0,
    paid: 0,
    refunded: 0,
    voided: false,
    payments: new Map(),
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'InvoiceIssued':
        return {
          ...state,
          issued: true,
          number: event.data.number,
          memberId: event.data.memberId,
          amount: event.data.amount,
        };
      case 'PaymentRecorded': {
        const payments = new Map(state.payments);
        payments.set(event.data.paymentId, { amount: event.data.amount, refunded: 0, method: event.data.method });
        return { ...state, paid: state.paid + event.data.amount, payments };
      }
      case 'PaymentRefunded': {
        const payments = new Map(state.payments);
        const payment = payments.get(event.data.paymentId);
        if (payment) payments.set(event.data.paymentId, { ...payment, refunded: payment.refunded + event.data.amount });
        return { ...state, refunded: state.refunded + event.data.amount, payments };
      }
      case 'InvoiceVoided':
        return { ...state, voided: true };
      case 'InvoiceNumberAssigned':
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'IssueInvoice') {
      if (state.issued) throw refuse('This invoice already exists.');
      if (command.amount < 0) throw invalid('An invoice cannot be negative.');
      if (command.dueDate < command.issueDate) throw invalid('The due date cannot be before the invoice date.');
      return [
        {
          type: 'InvoiceIssued',
          data: {
            invoiceId: command.invoiceId,
            number: command.number,
            memberId: command.memberId,
            type: command.invoiceType,
            description: command.description,
            amount: command.amount,
            issueDate: command.issueDate,
            dueDate: command.dueDate,
            membershipPlanId: command.membershipPlanId,
            registrationType: command.registrationType,
            ptPackageId: command.ptPackageId,
          },
        },
      ];
    }
    if (!state.issued) throw missing('Invoice not found');
    switch (command.type) {
      case 'RecordPayment': {
        if (state.voided) throw refuse(`Invoice ${state.number} was voided.`);
        if (command.amount <= 0) throw invalid('A payment must be more than 0.');
        const owed = outstanding(state);
        if (owed === 0) throw refuse(`Invoice ${state.number} is already paid.`);
        if (command.amount > owed) {
          throw refuse(
            `A payment of ${qarText(command.amount)} is more than the ${qarText(owed)} still owed on invoice ${state.number}.`,
            {
              outstanding: toQar(owed),
            },
          );
        }
        return [
          {
            type: 'PaymentRecorded',
            data: {
              invoiceId: command.invoiceId,
              memberId: state.memberId,
              paymentId: command.paymentId,
              amount: command.amount,
              method: command.method,
              paymentDate: command.paymentDate,
              notes: command.notes,
            },
          },
        ];
      }
      case 'RefundPayment': {
        const payment = state.payments.get(command.paymentId);
        if (!payment) throw missing('Payment not found on this invoice');
        const refundable = payment.amount - payment.refunded;
        if (command.amount <= 0) throw invalid('A refund must be more than 0.');
        if (command.amount > refundable) {
          throw refuse(`At most ${qarText(refundable)} of this payment can still be refunded.`, {
            refundable: toQar(refundable),
          });
        }
        return [
          {
            type: 'PaymentRefunded',
            data: {
              invoiceId: command.invoiceId,
              memberId: state.memberId,
              refundId: command.refundId,
              paymentId: command.paymentId,
              amount: command.amount,
              method: command.method ?? payment.method,
              refundDate: command.refundDate,
              reason: command.reason,
            },
          },
        ];
      }
      case 'VoidInvoice':
        if (state.voided) return [];
        if (state.paid - state.refunded > 0)
          throw refuse(`Invoice ${state.number} has payments: refund them before voiding it.`);
        return [
          {
            type: 'InvoiceVoided',
            data: { invoiceId: command.invoiceId, memberId: state.memberId, reason: command.reason },
          },
        ];
    }
  },
};
