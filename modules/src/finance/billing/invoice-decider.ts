import type { PaymentMethod, RegistrationType } from '@gym/events/catalogue/common-schemas';
import type { InvoiceEvent, InvoiceType } from './invoice-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { toQar } from '@gym/kernel/contracts/money';
import { billingRefusals } from './billing-refusals.js';
import type { Language } from '@gym/kernel/contracts/language';

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
  | { type: 'VoidInvoice'; invoiceId: string; reason: string }
  | {
      type: 'EmailReceipt';
      invoiceId: string;
      /** The outbox entry the receipt is queued as. */
      messageId: string;
      /** The member as the outbox would reach them by e-mail: their name, address (null: none) and consent. */
      member: { name: string; email: string | null; optedOut: boolean };
      language: Language;
    };

/** What is still owed: never below 0 nor above the amount (DESIGN section 6). */
export const outstanding = (state: InvoiceState) => state.amount - state.paid + state.refunded;

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
      case 'ReceiptEmailed':
      case 'InvoiceNumberAssigned':
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'IssueInvoice') {
      if (state.issued) throw billingRefusals.refuse('exists');
      if (command.amount < 0) throw billingRefusals.invalid('negative');
      if (command.dueDate < command.issueDate) throw billingRefusals.invalid('due_before_issue');
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
    if (!state.issued) throw billingRefusals.missing('not_found');
    switch (command.type) {
      case 'RecordPayment': {
        if (state.voided) throw billingRefusals.refuse('voided', { invoice: state.number });
        if (command.amount <= 0) throw billingRefusals.invalid('payment_not_positive');
        const owed = outstanding(state);
        if (owed === 0) throw billingRefusals.refuse('paid', { invoice: state.number });
        if (command.amount > owed) {
          throw billingRefusals.refuse(
            'overpayment',
            { amountQar: toQar(command.amount), owedQar: toQar(owed), invoice: state.number },
            { outstanding: toQar(owed) },
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
        if (!payment) throw billingRefusals.missing('payment_not_on_invoice');
        const refundable = payment.amount - payment.refunded;
        if (command.amount <= 0) throw billingRefusals.invalid('refund_not_positive');
        if (command.amount > refundable) {
          throw billingRefusals.refuse(
            'refundable',
            { refundableQar: toQar(refundable) },
            { refundable: toQar(refundable) },
          );
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
        if (state.paid - state.refunded > 0) throw billingRefusals.refuse('has_payments', { invoice: state.number });
        return [
          {
            type: 'InvoiceVoided',
            data: { invoiceId: command.invoiceId, memberId: state.memberId, reason: command.reason },
          },
        ];
      case 'EmailReceipt': {
        // A voided invoice is owed nothing and its receipt would say so; the member is not sent one.
        if (state.voided) throw billingRefusals.refuse('voided', { invoice: state.number });
        const { name, email, optedOut } = command.member;
        if (optedOut) throw billingRefusals.refuse('receipt_opted_out', { name });
        if (!email) throw billingRefusals.refuse('receipt_no_email', { name });
        // Each request queues one e-mail: a member who lost the first gets another, and the log counts both.
        return [
          {
            type: 'ReceiptEmailed',
            data: {
              invoiceId: command.invoiceId,
              memberId: state.memberId,
              messageId: command.messageId,
              language: command.language,
            },
          },
        ];
      }
    }
  },
};
