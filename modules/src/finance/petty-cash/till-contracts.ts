import { z } from 'zod';
import { singleLine } from '@gym/kernel/contracts/text';
import { positiveQar, qar } from '@gym/kernel/contracts/money';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { cashSource } from './till-events.js';

/* The API contracts of the petty cash till (money in QAR with at most 2 decimals); the UI's forms use them. */

const reason = singleLine().trim().min(1, 'Give the reason').max(200);

export const openTillInput = z.object({
  deskName: singleLine().trim().min(1, 'Name the desk').max(60),
  float: qar,
});

export const amountWithReason = z.object({ amount: positiveQar, reason });

export const adjustmentInput = z.object({
  /** + into the till, − out of it. */
  amount: z
    .number({ error: 'Enter an amount' })
    .min(-1_000_000)
    .max(1_000_000)
    .refine((v) => v !== 0, 'An adjustment needs an amount'),
  reason,
  correctsSessionId: singleLine().min(1).max(100).optional(),
});

export const closeTillInput = z.object({
  /** Count per note or coin, denomination in QAR (500 … 0.01). */
  counts: z.array(z.object({ denomination: z.number().positive(), count: z.number().int().min(0).max(100_000) })),
  reason: singleLine()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
});
export type CloseTillInput = z.input<typeof closeTillInput>;

export const tillMovement = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.union([cashSource, z.enum(['top-up', 'withdrawal', 'adjustment'])]),
  amount: z.number(),
  label: z.string(),
  by: z.string(),
  /** Taken while no till was open, settled into this session's close. */
  unassigned: z.boolean(),
  /** An adjustment recorded on the session after it closed. */
  afterClose: z.boolean(),
});

export const tillSession = z.object({
  id: z.string(),
  deskId: z.string(),
  deskName: z.string(),
  status: z.enum(['open', 'closed']),
  float: z.number(),
  openedBy: z.string(),
  openedAt: z.string(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Totals by kind of movement (X report), QAR (+ in, − out), up to the close (adjustments after it apart). */
  totals: z.record(z.string(), z.number()),
  /** What the drawer should hold now (open) or held at close. */
  expected: z.number(),
  counted: z.number().nullable(),
  variance: z.number().nullable(),
  reason: z.string().nullable(),
  counts: z.array(z.object({ denomination: z.number(), count: z.number() })),
  /** Unassigned cash: settled into this close, or (open) waiting for the next close. */
  unassigned: z.number(),
  /** Adjustments recorded on the session after it closed: `expected` and `variance` include them. */
  adjustedAfterClose: z.number(),
  movements: z.array(tillMovement),
});
export type TillSession = z.infer<typeof tillSession>;

export const tillSessionSummary = tillSession.omit({ movements: true, counts: true });
export type TillSessionSummary = z.infer<typeof tillSessionSummary>;

export const tillStatus = z.object({
  open: z.array(tillSessionSummary),
  /** Cash taken with no till open, waiting for the next close. */
  unassigned: z.object({ amount: z.number(), count: z.number() }),
  denominations: z.array(z.number()),
  /** The till setting in force: a close whose variance is more than this (QAR, either way) needs a reason. */
  varianceReasonThreshold: z.number(),
});

/** The till's settings (QAR); administrators change them. */
export const tillSettings = z.object({
  varianceReasonThreshold: qar.refine((v) => v <= 10_000, 'The threshold is at most 10,000.00 QAR'),
});
export type TillSettings = z.infer<typeof tillSettings>;

export const sessionListQuery = z.object({
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  format: z.enum(['json', 'csv', 'excel']).default('json'),
});
