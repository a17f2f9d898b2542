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
