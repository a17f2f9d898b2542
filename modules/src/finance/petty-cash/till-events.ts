import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { dirhams, localDate } from '@gym/events/catalogue/common-schemas';

/** Which till sessions were opened, at which desk (one small stream: two desks cannot open one desk's till twice). */
export const TILL_DIRECTORY_STREAM = 'petty-cash-tills';
/** A session's cash movements and its close. */
export const tillSessionStream = (sessionId: string) => `petty-cash-session-${sessionId}`;
/** Cash taken while no till was open; the next close settles it. */
export const UNASSIGNED_TILL_STREAM = 'petty-cash-unassigned';
/** The till's settings (the variance threshold above which a close needs a reason): one small stream. */
export const TILL_SETTINGS_STREAM = 'petty-cash-settings';

/** Where cash in a till came from or went to (sign of the amount: + into the till, − out of it). */
export const cashSource = z.enum([
  'payment',
  'refund',
  'expense',
  'expense-void',
  'supplement-sale',
  'supplement-return',
]);
export type CashSource = z.infer<typeof cashSource>;

export const TillOpened = defineEvent(
  'TillOpened',
  z.object({
    sessionId: z.string(),
    deskId: z.string(),
    deskName: z.string(),
    /** The counted float the session starts with. */
    float: dirhams,
    openedOn: localDate,
  }),
  { description: "A desk's till session was opened with its counted float." },
);
export const TillCashRecorded = defineEvent(
  'TillCashRecorded',
  z.object({
    /** The open session it went into, or null: taken with no till open (the unassigned session). */
    sessionId: z.string().nullable(),
    source: cashSource,
    /** + into the till, − out of it. */
    amount: dirhams,
    /** What it was: an invoice payment, a refund, an expense, a supplement sale or return. */
    reference: z.object({ kind: z.string(), id: z.string() }),
    label: z.string(),
    /** The event that moved the money (PaymentRecorded, ExpensePaid…). */
    causeEventId: z.string(),
  }),
  { description: 'Cash taken or paid out elsewhere (payments, refunds, expenses, sales) was put in a till session.' },
);
export const TillToppedUp = defineEvent(
  'TillToppedUp',
  z.object({ sessionId: z.string(), amount: dirhams, reason: z.string() }),
  { description: 'Cash was added to an open till (change from the safe or the bank) with a reason.' },
);
export const TillCashWithdrawn = defineEvent(
  'TillCashWithdrawn',
  z.object({ sessionId: z.string(), amount: dirhams, reason: z.string() }),
  { description: 'Cash was taken out of an open till to the bank or the safe, with a reason.' },
);
export const TillAdjusted = defineEvent(
  'TillAdjusted',
  z.object({
    sessionId: z.string(),
    /** + into the till, − out of it. */
    amount: dirhams,
    reason: z.string(),
    /** A closed session this corrects (closed sessions are locked: corrections go into an open one). */
    correctsSessionId: z.string().nullable(),
  }),
  { description: 'An open till was corrected by an amount with a reason, possibly for a closed session.' },
);
export const denominationCount = z.object({ denomination: dirhams, count: z.number().int() });
export const TillClosed = defineEvent(
  'TillClosed',
  z.object({
    sessionId: z.string(),
    deskId: z.string(),
    counts: z.array(denominationCount),
    counted: dirhams,
    expected: dirhams,
    /** counted − expected: + over, − short. */
    variance: dirhams,
    reason: z.string().nullable(),
    /** Unassigned cash (taken with no till open) this close took into its count. */
    unassignedSettled: dirhams,
    closedOn: localDate,
  }),
  { description: 'A till session was closed with its count by denomination against what was expected (Z report).' },
);
export const TillUnassignedSettled = defineEvent(
  'TillUnassignedSettled',
  z.object({ sessionId: z.string(), amount: dirhams, throughVersion: z.number().int() }),
  { description: 'Cash taken with no till open was settled in the count of a till session that closed.' },
);

export const TillSettingsChanged = defineEvent(
  'TillSettingsChanged',
  z.object({
    /** A close whose count differs from what was expected by more than this (either way) needs a reason. */
    varianceReasonThreshold: dirhams,
  }),
  { description: 'The variance above which a till close needs a reason was changed.' },
);

export const tillEvents = [
  TillOpened,
  TillCashRecorded,
  TillToppedUp,
  TillCashWithdrawn,
  TillAdjusted,
  TillClosed,
  TillUnassignedSettled,
  TillSettingsChanged,
] as const;
export type TillEvent = EventOf<(typeof tillEvents)[number]>;
