import { z } from 'zod';
import { singleLine } from '@gym/kernel/contracts/text';
import { paymentMethod } from '../../finance/billing/invoice-contracts.js';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { positiveQar, qar } from '@gym/kernel/contracts/money';

export const trainerInput = z.object({
  name: singleLine().trim().min(1, 'Trainer name is required').max(80),
  phone: singleLine().trim().max(25).optional().nullable(),
  email: z.union([z.literal(''), z.email('Enter a valid email address'), z.null()]).optional(),
});
export const trainer = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
});
export type Trainer = z.infer<typeof trainer>;

/** A PT package sale: the price, what is paid now (billed on a paid PT invoice), the balance due by a date. */
export const ptSaleRequest = z
  .object({
    memberId: singleLine().min(1, 'Choose a member').max(100),
    trainerId: singleLine().min(1, 'Choose a trainer').max(100),
    sessions: z.number().int().min(1, 'At least 1 session').max(200),
    amount: positiveQar,
    paidAmount: qar.default(0),
    paymentMethod: paymentMethod.default('cash'),
    source: z.enum(['self', 'counter'], { error: 'Who brought the client: self or counter' }),
    dueDate: calendarDay().optional(),
    /** The last day a session may be taken (default: 90 days after the sale). */
    validUntil: calendarDay().optional(),
  })
  .refine((value) => value.paidAmount <= value.amount, {
    message: 'Paid now cannot be more than the price',
    path: ['paidAmount'],
  });
export type PtSaleRequest = z.input<typeof ptSaleRequest>;

/** The spec's PT due payment record update: link a paid invoice; the numbers are checked against it. */
export const ptPatch = z.object({
  invoiceId: singleLine().min(1).max(100),
  paidAmount: qar.optional(),
  dueAmount: qar.optional(),
});

export const ptPaymentRequest = z.object({
  amount: positiveQar,
  paymentMethod: paymentMethod.default('cash'),
  paymentDate: calendarDay().optional(),
});

export const ptPackage = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  trainerId: z.string(),
  trainerName: z.string(),
  sessions: z.number(),
  amount: z.number(),
  paidAmount: z.number(),
  dueAmount: z.number(),
  dueDate: z.string(),
  source: z.enum(['self', 'counter']),
  saleDate: z.string(),
  invoiceId: z.string().nullable(),
  pastDue: z.boolean(),
  /** Sessions taken so far, and the last day one may be taken. */
  sessionsUsed: z.number(),
  validUntil: z.string(),
  /** active (sessions left, not past its end), used_up (every session taken) or expired (its end passed first). */
  status: z.enum(['active', 'used_up', 'expired']),
});
export type PtPackage = z.infer<typeof ptPackage>;

export const PT_PACKAGE_STATUSES = ['active', 'used_up', 'expired'] as const;
export type PtPackageStatus = (typeof PT_PACKAGE_STATUSES)[number];

/** GET /api/personal-trainings/page: the PT page's search, filters and keyset paging. */
export const ptPackageListQuery = z.object({
  /** Member name, phone or member number, or trainer name; every word must match one of them. */
  search: singleLine().trim().max(100).optional(),
  status: z.enum(PT_PACKAGE_STATUSES).optional(),
  trainerId: singleLine().max(100).optional(),
  /** paid: nothing owed; owing: a balance is still owed. */
  balance: z.enum(['paid', 'owing']).optional(),
  /** Keyset paging: the `nextCursor` of the previous page. */
  cursor: singleLine().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PtPackageListQuery = z.input<typeof ptPackageListQuery>;

export const ptPackagePage = z.object({
  data: z.array(ptPackage),
  /** Packages matching the filter, over every page. */
  total: z.number(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PtPackagePage = z.infer<typeof ptPackagePage>;

export const ptSaleAnswer = z.object({ id: z.string(), invoiceId: z.string().nullable(), position: z.number() });
export type PtSaleAnswer = z.infer<typeof ptSaleAnswer>;
export const ptPaymentAnswer = z.object({
  id: z.string(),
  invoiceId: z.string(),
  number: z.string(),
  position: z.number(),
});
export type PtPaymentAnswer = z.infer<typeof ptPaymentAnswer>;
