import { z } from 'zod';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';
import { positiveQar, qar } from '@gym/kernel/contracts/money';

const day = calendarDay();

export const expenseMethod = z.enum(['cash', 'card', 'bank_transfer'], {
  error: 'Method must be cash, card or bank_transfer',
});
export const EXPENSE_METHOD_LABELS = {
  cash: 'Cash from the till',
  card: 'Card',
  bank_transfer: 'Bank transfer',
} as const;

export const expenseStatus = z.enum(['pending_approval', 'paid', 'rejected', 'void']);
export type ExpenseStatusValue = z.infer<typeof expenseStatus>;
export const EXPENSE_STATUS_LABELS = {
  pending_approval: 'Waiting for approval',
  paid: 'Paid',
  rejected: 'Rejected',
  void: 'Void',
} as const;

/** A receipt photo (PNG, JPEG, WebP) or PDF, at most 5 MB, uploaded before the expense is recorded. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/** POST /api/expenses. */
export const expenseRequest = z.object({
  date: day,
  category: singleLine().trim().min(1, 'Choose a category').max(60),
  vendor: singleLine().trim().max(120).default(''),
  amount: positiveQar,
  method: expenseMethod,
  note: multiLine().trim().max(500).default(''),
  /** The URL the receipt upload answered with. */
  receiptUrl: z
    .string()
    .regex(/^\/api\/files\/[0-9a-f-]{36}$/, 'Upload the receipt first')
    .nullable()
    .optional(),
});
export type ExpenseRequest = z.input<typeof expenseRequest>;

export const expenseDecisionRequest = z.object({ note: multiLine().trim().max(300).default('') });
export const expenseReasonRequest = z.object({ reason: multiLine().trim().min(1, 'Give a reason').max(300) });

export const expense = z.object({
  id: z.string(),
  date: z.string(),
  category: z.string(),
  vendor: z.string(),
  amount: z.number(),
  method: expenseMethod,
  note: z.string(),
  receiptUrl: z.string().nullable(),
  status: expenseStatus,
  recordedBy: z.string(),
  recordedAt: z.string(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type Expense = z.infer<typeof expense>;

export const expenseListQuery = z.object({
  status: expenseStatus.optional(),
  category: singleLine().max(60).optional(),
  method: expenseMethod.optional(),
  from: day.optional(),
  to: day.optional(),
  search: singleLine().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ExpenseListQuery = z.input<typeof expenseListQuery>;

export const expenseList = z.object({
  data: z.array(expense),
  total: z.number(),
  /** Paid expenses of the filter (what left the gym), and what waits for approval. */
  totals: z.object({ paid: z.number(), pending: z.number() }),
});

export const expenseAnswer = z.object({ id: z.string(), position: z.number(), status: expenseStatus });

export const expenseSettings = z.object({
  categories: z.array(singleLine().trim().min(1).max(60)).min(1, 'Keep at least one category').max(50),
  /** Expenses above this amount wait for an administrator's approval. */
  approvalThreshold: qar,
});
export type ExpenseSettings = z.infer<typeof expenseSettings>;
