import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { positiveQar, qar } from '@gym/kernel/contracts/money';
import { language } from '@gym/kernel/contracts/language';

export const paymentMethod = z.enum(['cash', 'card', 'bank_transfer'], {
  error: 'Payment method must be cash, card or bank_transfer',
});
export const PAYMENT_METHOD_LABELS = {
  cash: 'Cash',
  card: 'Credit/Debit Card',
  bank_transfer: 'Bank Transfer',
} as const;

const registrationType = z.enum(['New Registration', 'Renewal', 'Update']);

/**
 * POST /api/invoices. With membershipPlanId and registrationType it is a membership sale (DESIGN section 6): the
 * membership and its invoice are recorded together. `status: "paid"` also records a payment of the whole amount.
 */
export const invoiceRequest = z
  .object({
    memberId: singleLine().min(1, 'Choose a member').max(100),
    membershipPlanId: singleLine().max(100).optional().nullable(),
    registrationType: registrationType.optional().nullable(),
    amount: qar,
    dueDate: calendarDay().optional().nullable(),
    description: multiLine().trim().max(300).optional().nullable(),
    type: z.preprocess((value) => (value === 'pt' ? 'PT' : value), z.enum(['membership', 'PT', 'other'])).optional(),
    status: singleLine()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['unpaid', 'paid', 'pending']))
      .optional(),
    paymentMethod: paymentMethod.optional(),
    paymentDate: calendarDay().optional().nullable(),
    paidDate: calendarDay().optional().nullable(),
    /** A membership sold from a chosen day instead of the rule's default (new registrations only). */
    startDate: calendarDay().optional().nullable(),
    ptPackageId: singleLine().max(100).optional().nullable(),
  })
  .refine((value) => !value.membershipPlanId === !value.registrationType, {
    message: 'A membership sale needs both membershipPlanId and registrationType',
    path: ['registrationType'],
  });
export type InvoiceRequest = z.input<typeof invoiceRequest>;

export const paymentRequest = z.object({
  invoiceId: singleLine().min(1).max(100),
  amount: positiveQar,
  paymentMethod,
  paymentDate: calendarDay().optional().nullable(),
  notes: multiLine().trim().max(300).optional().nullable(),
});
export type PaymentRequest = z.input<typeof paymentRequest>;

export const refundRequest = z.object({
  paymentId: singleLine().min(1).max(100),
  amount: positiveQar,
  reason: multiLine().trim().min(1, 'Give a reason').max(300),
  /** How the money goes back (cash leaves the till); the payment's own method when left out. */
  method: paymentMethod.optional().nullable(),
});
/** GET /api/refunds/preview: what a refund would do, recording nothing. */
export const refundPreviewRequest = z.object({
  invoiceId: singleLine().min(1).max(100),
  paymentId: singleLine().min(1).max(100),
  amount: z.coerce.number({ error: 'Enter an amount' }).pipe(positiveQar),
  method: paymentMethod.optional().nullable(),
});
export type RefundPreviewRequest = z.input<typeof refundPreviewRequest>;

export const refundPreviewAnswer = z.object({
  allowed: z.boolean(),
  refusal: z.string().nullable(),
  /** The refusal's code and values, as the real refund's 409 answers them (issue 46, item 4). */
  refusalCode: z.string().nullable(),
  refusalParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  refundable: z.number(),
  method: paymentMethod,
  invoice: z.object({
    number: z.string(),
    status: z.enum(['unpaid', 'partially_paid', 'paid', 'void']),
    statusAfter: z.enum(['unpaid', 'partially_paid', 'paid', 'void']),
    due: z.number(),
    dueAfter: z.number(),
  }),
  member: z.object({ id: z.string(), due: z.number(), dueAfter: z.number() }),
  /** Cash leaving the desk's till. */
  tillCashOut: z.number(),
});
export type RefundPreviewAnswer = z.infer<typeof refundPreviewAnswer>;

export const voidRequest = z.object({ reason: multiLine().trim().min(1, 'Give a reason').max(300) });

export const invoiceStatus = z.enum(['unpaid', 'partially_paid', 'paid', 'void']);

export const payment = z.object({
  id: z.string(),
  invoiceId: z.string(),
  amount: z.number(),
  refunded: z.number(),
  method: paymentMethod,
  paymentDate: z.string(),
  notes: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});

export const invoice = z.object({
  id: z.string(),
  number: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  memberNumber: z.number(),
  type: z.string(),
  description: z.string(),
  amount: z.number(),
  paidAmount: z.number(),
  dueAmount: z.number(),
  status: invoiceStatus,
  /** Money still owed after the due date. */
  pastDue: z.boolean(),
  issueDate: z.string(),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  membershipPlanId: z.string().nullable(),
  registrationType: z.string().nullable(),
  payments: z.array(payment),
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceListQuery = z.object({
  status: z.enum(['unpaid', 'partially_paid', 'paid', 'void', 'outstanding', 'past_due']).optional(),
  memberId: singleLine().max(100).optional(),
  type: z.enum(['membership', 'PT', 'other']).optional(),
  /** Invoice number, member name, e-mail, phone or member number; every word must match. */
  search: singleLine().trim().max(100).optional(),
  /** Invoices with a payment by this method. */
  method: paymentMethod.optional(),
  /** Issue date range, inclusive. */
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  /** Who issued the invoice (the staff member's name). */
  staff: singleLine().trim().max(100).optional(),
  planId: singleLine().max(100).optional(),
  /** Keyset paging: the `nextCursor` of the previous page (replaces `page`). */
  cursor: singleLine().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const invoiceListAnswer = z.object({
  data: z.array(invoice),
  total: z.number(),
  /** Of every invoice of the filter (not only this page): billed (voids left out), paid net of refunds, still due. */
  totals: z.object({ amount: z.number(), paid: z.number(), due: z.number() }),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const debtReportAnswer = z.object({
  data: z.array(
    z.object({
      memberId: z.string(),
      memberName: z.string(),
      memberNumber: z.number(),
      phone: z.string(),
      owed: z.number(),
      invoices: z.number(),
      oldestDueDate: z.string(),
      daysOverdue: z.number(),
    }),
  ),
  /** What is owed by the age of each member's oldest due invoice. */
  buckets: z.object({
    current: z.number(),
    days1to30: z.number(),
    days31to60: z.number(),
    days61to90: z.number(),
    over90: z.number(),
  }),
});
export type DebtReport = z.infer<typeof debtReportAnswer>;

export const invoiceAnswer = z.object({
  id: z.string(),
  number: z.string(),
  position: z.number(),
  memberId: z.string(),
  amount: z.number(),
  status: invoiceStatus,
});
export const paymentAnswer = z.object({
  id: z.string(),
  invoiceId: z.string(),
  position: z.number(),
  status: invoiceStatus,
  dueAmount: z.number(),
});

/** POST /api/invoices/:id/email-receipt: the receipt queued to the member's e-mail (issue 46, item 7). */
export const receiptEmailedAnswer = z.object({
  /** The outbox entry (marketing message) the receipt was queued as. */
  id: z.string(),
  position: z.number(),
  /** The language it is written in: the member's (preferred, else the gym's default). */
  language,
});
