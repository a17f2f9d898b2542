import { z } from 'zod';
import { idParam } from '@gym/kernel/contracts/text';
import { paymentMethod } from './invoice-contracts.js';

/**
 * `GET /api/payment-history` (JSON) and `GET /api/payment-history/csv` (a download): the money history of one invoice
 * or of one member (exactly one of the two).
 */
export const paymentHistoryQuery = z
  .object({
    invoiceId: idParam().optional(),
    memberId: idParam().optional(),
  })
  .refine((q) => (q.invoiceId === undefined) !== (q.memberId === undefined), {
    message: 'Give either invoiceId or memberId',
    path: ['invoiceId'],
  });
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuery>;

export const paymentHistoryKind = z.enum(['issue', 'payment', 'refund', 'void']);
export type PaymentHistoryKind = z.infer<typeof paymentHistoryKind>;

/** Words for each kind of entry, the same on screen, on paper and in the CSV. */
export const PAYMENT_HISTORY_KIND_LABELS: Record<PaymentHistoryKind, string> = {
  issue: 'Invoice issued',
  payment: 'Payment',
  refund: 'Refund (reverses a payment)',
  void: 'Void (reverses what was owed)',
};

export const paymentHistoryEntry = z.object({
  /** The event's global position (its place in the log, and its row on the Audit page). */
  position: z.number(),
  /** When it was recorded (UTC); shown in the gym's time zone. */
  at: z.string(),
  kind: paymentHistoryKind,
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  /** The amount of the entry (QAR, positive). */
  amount: z.number(),
  /** Its effect on what is owed: an issue or a refund adds, a payment or a void takes away. */
  change: z.number(),
  /** What is owed after this entry: on the invoice, or on all the member's invoices for a member's history. */
  balance: z.number(),
  method: paymentMethod.nullable(),
  /** The business day of the entry (payment date, refund date, issue date); null for a void. */
  date: z.string().nullable(),
  /** The invoice's description, the payment's notes, the refund's or void's reason. */
  note: z.string().nullable(),
  /** The entry this one reverses: a refund names its payment, a void its invoice. */
  reverses: z
    .object({ kind: z.enum(['payment', 'invoice']), id: z.string(), date: z.string().nullable(), amount: z.number() })
    .nullable(),
  by: z.object({ name: z.string(), role: z.string().nullable() }),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntry>;

export const paymentHistoryAnswer = z.object({
  subject: z.object({
    kind: z.enum(['invoice', 'member']),
    id: z.string(),
    /** The invoice number, or the member's name. */
    label: z.string(),
    memberId: z.string(),
    memberName: z.string(),
  }),
  entries: z.array(paymentHistoryEntry),
  /** What is owed after the last entry. */
  balance: z.number(),
});
export type PaymentHistoryAnswer = z.infer<typeof paymentHistoryAnswer>;
