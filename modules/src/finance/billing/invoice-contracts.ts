import { z } from 'zod';
import { day } from '../../membership/members/member-contracts.js';
import { positiveQar, qar } from '@gym/kernel/contracts/money';

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
    memberId: z.string().min(1, 'Choose a member'),
    membershipPlanId: z.string().optional().nullable(),
    registrationType: registrationType.optional().nullable(),
    amount: qar,
    dueDate: day.optional().nullable(),
    description: z.string().trim().max(300).optional().nullable(),
    type: z.preprocess((value) => (value === 'pt' ? 'PT' : value), z.enum(['membership', 'PT', 'other'])).optional(),
    status: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['unpaid', 'paid', 'pending']))
      .optional(),
    paymentMethod: paymentMethod.optional(),
    paymentDate: day.optional().nullable(),
    paidDate: day.optional().nullable(),
    /** A membership sold from a chosen day instead of the rule's default (new registrations only). */
    startDate: day.optional().nullable(),
    ptPackageId: z.string().optional().nullable(),
  })
  .refine((value) => !value.membershipPlanId === !value.registrationType, {
    message: 'A membership sale needs both membershipPlanId and registrationType',
    path: ['registrationType'],
  });
export type InvoiceRequest = z.input<typeof invoiceRequest>;

export const paymentRequest = z.object({
  invoiceId: z.string().min(1),
  amount: positiveQar,
  paymentMethod,
  paymentDate: day.optional().nullable(),
  notes: z.string().trim().max(300).optional().nullable(),
});
export type PaymentRequest = z.input<typeof paymentRequest>;

export const refundRequest = z.object({
  paymentId: z.string().min(1),
  amount: positiveQar,
  reason: z.string().trim().min(1, 'Give a reason').max(300),
});
export const voidRequest = z.object({ reason: z.string().trim().min(1, 'Give a reason').max(300) });

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
  memberId: z.string().optional(),
  type: z.enum(['membership', 'PT', 'other']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

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
