import { describe, it } from 'vitest';
import type { InvoiceEvent } from './invoice-events.js';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { invoiceDecider } from './invoice-decider.js';

const spec = deciderSpec(invoiceDecider);
const invoiceId = 'inv-1';
const issued: InvoiceEvent = {
  type: 'InvoiceIssued',
  data: {
    invoiceId,
    number: 'INV-000001',
    memberId: 'm1',
    type: 'membership',
    description: 'Monthly',
    amount: 45000,
    issueDate: '2026-11-21',
    dueDate: '2026-11-21',
    membershipPlanId: 'p1',
    registrationType: 'New Registration',
    ptPackageId: null,
  },
};
const pay = (paymentId: string, amount: number) =>
  ({
    type: 'RecordPayment',
    invoiceId,
    paymentId,
    amount,
    method: 'cash',
    paymentDate: '2026-11-21',
    notes: null,
  }) as const;
const paid = (paymentId: string, amount: number, method: 'cash' | 'card' = 'cash'): InvoiceEvent => ({
  type: 'PaymentRecorded',
  data: { invoiceId, memberId: 'm1', paymentId, amount, method, paymentDate: '2026-11-21', notes: null },
});

describe('invoice decider', () => {
  it('issues once, never negative, never due before issued', () => {
    const { type: _t, data } = issued;
    const issue = { ...data, type: 'IssueInvoice' as const, invoiceType: data.type };
    spec.given([]).when(issue).then([issued]);
    spec
      .given([issued])
      .when(issue)
      .thenRefused(409, /already exists/, 'billing.exists');
    spec
      .given([])
      .when({ ...issue, amount: -1 })
      .thenRefused(400, /negative/, 'billing.negative');
    spec
      .given([])
      .when({ ...issue, dueDate: '2026-11-01' })
      .thenRefused(400, /due date/, 'billing.due_before_issue');
  });

  it('takes partial payments up to what is owed, and not a dirham more', () => {
    spec
      .given([issued])
      .when(pay('p1', 20000))
      .then([paid('p1', 20000)]);
    spec
      .given([issued, paid('p1', 20000)])
      .when(pay('p2', 25000))
      .then([paid('p2', 25000)]);
    spec
      .given([issued, paid('p1', 20000)])
      .when(pay('p2', 25001))
      .thenRefused(
        409,
        'A payment of 250.01 QAR is more than the 250.00 QAR still owed on invoice INV-000001.',
        'billing.overpayment',
      );
    spec
      .given([issued, paid('p1', 45000)])
      .when(pay('p2', 1))
      .thenRefused(409, /already paid/, 'billing.paid');
    spec
      .given([issued])
      .when(pay('p1', 0))
      .thenRefused(400, /more than 0/, 'billing.payment_not_positive');
    spec
      .given([])
      .when(pay('p1', 100))
      .thenRefused(404, /not found/, 'billing.not_found');
  });

  it('refunds at most what a payment has left, which makes the invoice owed again', () => {
    const refund = (amount: number) =>
      ({
        type: 'RefundPayment',
        invoiceId,
        refundId: 'r1',
        paymentId: 'p1',
        amount,
        refundDate: '2026-11-22',
        reason: 'overcharged',
      }) as const;
    spec
      .given([issued, paid('p1', 45000, 'card')])
      .when(refund(5000))
      .then([
        {
          type: 'PaymentRefunded',
          data: {
            invoiceId,
            memberId: 'm1',
            refundId: 'r1',
            paymentId: 'p1',
            amount: 5000,
            method: 'card',
            refundDate: '2026-11-22',
            reason: 'overcharged',
          },
        },
      ]);
    spec
      .given([issued, paid('p1', 45000)])
      .when(refund(45001))
      .thenRefused(409, /At most 450.00 QAR/, 'billing.refundable');
    const refunded: InvoiceEvent = {
      type: 'PaymentRefunded',
      data: {
        invoiceId,
        memberId: 'm1',
        refundId: 'r0',
        paymentId: 'p1',
        amount: 5000,
        method: 'cash',
        refundDate: '2026-11-22',
        reason: 'x',
      },
    };
    spec
      .given([issued, paid('p1', 45000), refunded])
      .when(pay('p2', 5000))
      .then([paid('p2', 5000)]);
  });

  it('refunds by the method chosen (a card payment given back in cash), and counts earlier refunds of the payment', () => {
    const refundOf = (refundId: string, amount: number, method: 'cash' | 'card' | null) =>
      ({
        type: 'RefundPayment',
        invoiceId,
        refundId,
        paymentId: 'p1',
        amount,
        refundDate: '2026-11-22',
        reason: 'left the gym',
        method,
      }) as const;
    const refunded = (refundId: string, amount: number, method: 'cash' | 'card'): InvoiceEvent => ({
      type: 'PaymentRefunded',
      data: {
        invoiceId,
        memberId: 'm1',
        refundId,
        paymentId: 'p1',
        amount,
        method,
        refundDate: '2026-11-22',
        reason: 'left the gym',
      },
    });
    spec
      .given([issued, paid('p1', 45000, 'card')])
      .when(refundOf('r1', 10000, 'cash'))
      .then([refunded('r1', 10000, 'cash')]);
    spec
      .given([issued, paid('p1', 45000, 'card'), refunded('r1', 40000, 'cash')])
      .when(refundOf('r2', 5000, null))
      .then([refunded('r2', 5000, 'card')]);
    spec
      .given([issued, paid('p1', 45000, 'card'), refunded('r1', 40000, 'cash')])
      .when(refundOf('r2', 5001, null))
      .thenRefused(409, /At most 50.00 QAR/, 'billing.refundable');
    spec
      .given([issued, paid('p1', 45000)])
      .when({ ...refundOf('r1', 100, null), paymentId: 'nope' })
      .thenRefused(404, /Payment not found/, 'billing.payment_not_on_invoice');
  });

  it('voids only an invoice with nothing paid on it', () => {
    spec
      .given([issued])
      .when({ type: 'VoidInvoice', invoiceId, reason: 'entered twice' })
      .then([{ type: 'InvoiceVoided', data: { invoiceId, memberId: 'm1', reason: 'entered twice' } }]);
    spec
      .given([issued, paid('p1', 100)])
      .when({ type: 'VoidInvoice', invoiceId, reason: 'x' })
      .thenRefused(409, /refund them/, 'billing.has_payments');
    spec
      .given([issued, { type: 'InvoiceVoided', data: { invoiceId, memberId: 'm1', reason: 'x' } }])
      .when(pay('p1', 100))
      .thenRefused(409, /voided/, 'billing.voided');
  });

  describe('e-mailing a receipt (issue 46, item 7)', () => {
    const member: { name: string; email: string | null; optedOut: boolean } = {
      name: 'Khalid Al-Marri',
      email: 'khalid@example.com',
      optedOut: false,
    };
    const emailReceipt = (overrides: Partial<typeof member> = {}, language: 'en' | 'ar' = 'ar') =>
      ({
        type: 'EmailReceipt',
        invoiceId,
        messageId: 'msg-1',
        member: { ...member, ...overrides },
        language,
      }) as const;
    const emailed = (messageId: string, language: 'en' | 'ar'): InvoiceEvent => ({
      type: 'ReceiptEmailed',
      data: { invoiceId, memberId: 'm1', messageId, language },
    });

    it("records the receipt queued in the member's language, paid or not, and again on each request", () => {
      spec
        .given([issued, paid('p1', 45000)])
        .when(emailReceipt())
        .then([emailed('msg-1', 'ar')]);
      spec
        .given([issued])
        .when(emailReceipt({}, 'en'))
        .then([emailed('msg-1', 'en')]);
      spec
        .given([issued, paid('p1', 45000), emailed('msg-1', 'ar')])
        .when({ ...emailReceipt(), messageId: 'msg-2' })
        .then([emailed('msg-2', 'ar')]);
    });

    it('refuses a member without an e-mail address or who opted out of e-mail, naming them', () => {
      spec
        .given([issued, paid('p1', 45000)])
        .when(emailReceipt({ email: null }))
        .thenRefused(409, /^Khalid Al-Marri has no e-mail address/, 'billing.receipt_no_email');
      spec
        .given([issued, paid('p1', 45000)])
        .when(emailReceipt({ optedOut: true }))
        .thenRefused(409, /^Khalid Al-Marri opted out of e-mail messages/, 'billing.receipt_opted_out');
    });

    it('refuses an invoice that was voided or never issued', () => {
      spec
        .given([issued, { type: 'InvoiceVoided', data: { invoiceId, memberId: 'm1', reason: 'x' } }])
        .when(emailReceipt())
        .thenRefused(409, /INV-000001 was voided/, 'billing.voided');
      spec
        .given([])
        .when(emailReceipt())
        .thenRefused(404, /Invoice not found/, 'billing.not_found');
    });
  });
});
