import { z } from 'zod';

/** A calendar day in the gym's time zone, `YYYY-MM-DD`. */
export const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
/** An instant, ISO 8601 with offset. */
export const instant = z.iso.datetime({ offset: true });
/** Money in events is an integer number of dirhams (1 QAR = 100 dirhams); the API speaks QAR with 2 decimals. */
export const dirhams = z.number().int();
export const paymentMethod = z.enum(['cash', 'card', 'bank_transfer']);
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const registrationType = z.enum(['New Registration', 'Renewal', 'Update']);
export type RegistrationType = z.infer<typeof registrationType>;
/** A wall-clock time in the gym's time zone, `HH:MM` (00:00–23:59); `24:00` only where a day's end is meant. */
export const timeOfDay = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use HH:MM (24 hours)');
/**
 * A window of the week a plan admits its members in (issue 47, item 5): weekdays (0 Sunday … 6 Saturday), from
 * (inclusive) to (exclusive) in the gym's time, and a label the door says ("Off-peak").
 */
export const accessWindow = z.object({
  weekdays: z.array(z.number().int().min(0).max(6)),
  from: timeOfDay,
  to: timeOfDay,
  label: z.string(),
});
export type AccessWindow = z.infer<typeof accessWindow>;
