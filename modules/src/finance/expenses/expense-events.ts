import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { dirhams, localDate, paymentMethod } from '@gym/events/catalogue/common-schemas';

export const expenseStream = (expenseId: string) => `expense-${expenseId}`;
/** The expense categories and the approval threshold (one small stream, a full snapshot per change). */
export const EXPENSE_SETTINGS_STREAM = 'expense-settings';

/**
 * An expense written down by the desk or an admin. It is not yet money out: `ExpensePaid` is, appended with it when
 * the amount is within the approval threshold, or with `ExpenseApproved` later.
 */
export const ExpenseRecorded = defineEvent(
  'ExpenseRecorded',
  z.object({
    expenseId: z.string(),
    date: localDate,
    category: z.string(),
    vendor: z.string(),
    amount: dirhams,
    /** cash = from the desk's till; card; bank_transfer. */
    method: paymentMethod,
    note: z.string(),
    /** `/api/files/<id>` of the receipt photo or PDF (the file itself is never in the log), or null. */
    receiptUrl: z.string().nullable(),
    /** Above the threshold in force when recorded: it waits for an admin's approval before it is paid. */
    needsApproval: z.boolean(),
  }),
  { description: 'An expense was recorded; above the approval threshold it waits for approval before it is paid.' },
);

export const ExpenseApproved = defineEvent('ExpenseApproved', z.object({ expenseId: z.string(), note: z.string() }), {
  description: 'An administrator approved an expense that was above the approval threshold.',
});

export const ExpenseRejected = defineEvent('ExpenseRejected', z.object({ expenseId: z.string(), reason: z.string() }), {
  description: 'An administrator refused an expense that waited for approval; no money moved.',
});

/**
 * THE money movement of an expense: money left the gym by `method` (cash: out of the till). Consumers (petty cash,
 * reports) read this event, never ExpenseRecorded.
 */
export const ExpensePaid = defineEvent(
  'ExpensePaid',
  z.object({
    expenseId: z.string(),
    category: z.string(),
    vendor: z.string(),
    amount: dirhams,
    method: paymentMethod,
    /** The expense's date (the day the money left). */
    paidOn: localDate,
  }),
  { description: 'Money left the gym for an expense (cash: out of the till).' },
);

/** A paid expense withdrawn (a mistake, a vendor's refund): the money comes back by the same method. */
export const ExpenseVoided = defineEvent(
  'ExpenseVoided',
  z.object({
    expenseId: z.string(),
    amount: dirhams,
    method: paymentMethod,
    reason: z.string(),
    voidedOn: localDate,
  }),
  { description: 'A paid expense was voided: its amount came back by the same method (cash: into the till).' },
);

export const ExpenseSettingsChanged = defineEvent(
  'ExpenseSettingsChanged',
  z.object({
    categories: z.array(z.string()),
    /** Expenses above this amount wait for approval. */
    approvalThreshold: dirhams,
  }),
  { description: 'The expense categories or the approval threshold were changed.' },
);

export const expenseEvents = [
  ExpenseRecorded,
  ExpenseApproved,
  ExpenseRejected,
  ExpensePaid,
  ExpenseVoided,
  ExpenseSettingsChanged,
] as const;
export type ExpenseEvent = EventOf<(typeof expenseEvents)[number]>;
